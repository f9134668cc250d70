import { useEffect, useState } from 'react';

/** How often the lobby reads the maintenance windows again between two refreshes of the list. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/** The current time, renewed every `everyMs`: a window that opens or closes shows without a reload. */
export function useNow(everyMs: number = MAINTENANCE_RECHECK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
