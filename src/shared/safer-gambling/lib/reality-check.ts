// Reality checks: every N minutes of a session (off, 15, 30 or 60) the player is shown how long the session has
// lasted and what was staked and won or lost in it. The next check is the first multiple of the interval after the
// session start that is later than the last one acknowledged.

export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

const MINUTE = 60_000;

export function isRealityCheckInterval(value: unknown): value is RealityCheckInterval {
  return REALITY_CHECK_INTERVALS.includes(value as RealityCheckInterval);
}

/**
 * When the next check is due: the first `start + k * interval` (k >= 1) later than `acknowledgedAt` (the session
 * start when none was acknowledged). null when checks are off.
 */
export function nextCheckAt(start: number, intervalMinutes: number, acknowledgedAt: number = start): number | null {
  if (intervalMinutes <= 0) return null;
  const step = intervalMinutes * MINUTE;
  const k = Math.max(1, Math.floor((acknowledgedAt - start) / step) + 1);
  return start + k * step;
}

/** Milliseconds until the next check (0 when it is due), or null when checks are off. */
export function delayUntilCheck(next: number | null, now: number): number | null {
  return next === null ? null : Math.max(0, next - now);
}

/** The session's length as hours, minutes and seconds. */
export function sessionLength(start: number, now: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((now - start) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** h:mm:ss, for the header's session timer. */
export function formatSessionLength(start: number, now: number): string {
  const { hours, minutes, seconds } = sessionLength(start, now);
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
