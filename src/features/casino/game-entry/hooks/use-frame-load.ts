import { useCallback, useEffect, useState } from 'react';

/** How long an embedded page may take before /webview offers a retry (a game page loads in a few seconds). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

export type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * The load state of an embedded page. A frame tells when it loaded but not when it failed (a cross-origin error
 * page loads like any other), so "failed" means: no load within FRAME_LOAD_TIMEOUT_MS, or the device went offline
 * before it loaded. A retry loads the frame again (a new `attempt` remounts it).
 */
export function useFrameLoad(address: string | null, timeoutMs: number = FRAME_LOAD_TIMEOUT_MS) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    if (!address) return undefined;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const fail = () => setState((current) => (current === 'loading' ? 'failed' : current));
    const timer = setTimeout(fail, offline ? 0 : timeoutMs);
    window.addEventListener('offline', fail);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', fail);
    };
  }, [address, attempt, timeoutMs]);

  const loaded = useCallback(() => setState((current) => (current === 'loading' ? 'loaded' : current)), []);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);

  return { state, attempt, loaded, retry };
}
