/** The most a count badge spells out; larger counts show as "99+". */
export const BADGE_MAX = 99;

/** The text a count badge shows: nothing for zero, negative or missing counts, "99+" above the maximum. */
export function formatBadgeCount(count: number | undefined, max = BADGE_MAX): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
