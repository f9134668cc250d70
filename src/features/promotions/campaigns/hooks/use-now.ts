import { useEffect, useState } from 'react';

/** How often the time left on cards and pages is recomputed. */
export const NOW_TICK_MS = 30_000;

/** The current time, renewed every `tickMs` while the component is mounted. */
export function useNow(tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
