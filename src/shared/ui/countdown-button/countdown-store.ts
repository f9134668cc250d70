/**
 * Where a countdown that must survive a remount or a reload keeps its deadline: session storage, so a player who
 * leaves the page and comes back still waits out the SMS resend time, and a new tab starts clean.
 */
const PREFIX = 'countdown:';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored deadline (epoch ms) when it is still ahead of `now`, else null (and a stale entry is dropped). */
export function readDeadline(key: string | undefined, now: number): number | null {
  if (!key) return null;
  try {
    const raw = store()?.getItem(PREFIX + key);
    const deadline = raw === null || raw === undefined ? Number.NaN : Number(raw);
    if (Number.isFinite(deadline) && deadline > now) return deadline;
    store()?.removeItem(PREFIX + key);
  } catch {
    // Unreadable storage means nothing to resume.
  }
  return null;
}

export function writeDeadline(key: string | undefined, deadline: number | null): void {
  if (!key) return;
  try {
    if (deadline === null) store()?.removeItem(PREFIX + key);
    else store()?.setItem(PREFIX + key, String(deadline));
  } catch {
    // The countdown still runs in memory.
  }
}
