/**
 * How long this page has been alive. The app counts as long-running after 10 s (SPEC.md section 9), which
 * decides whether an expired session ends at once or after a confirm dialog.
 */
export const LONG_RUNNING_AFTER_MS = 10_000;

let startedAt = Date.now();

export function pageAgeMs(now: number = Date.now()): number {
  return Math.max(0, now - startedAt);
}

export function isLongRunning(now: number = Date.now()): boolean {
  return pageAgeMs(now) >= LONG_RUNNING_AFTER_MS;
}

/** Starts a new page life (tests, or a host that swaps the whole app without reloading). */
export function restartPageLife(now: number = Date.now()): void {
  startedAt = now;
}
