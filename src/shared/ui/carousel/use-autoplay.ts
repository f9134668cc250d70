import { useEffect, useRef } from 'react';

/** Calls `advance` every `intervalMs` while `running`; a change of `restartKey` starts the wait over. */
export function useAutoplay(advance: () => void, intervalMs: number, running: boolean, restartKey: unknown): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!running || intervalMs <= 0) return;
    const timer = window.setTimeout(() => latest.current(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, restartKey]);
}
