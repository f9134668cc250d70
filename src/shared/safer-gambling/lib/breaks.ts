// Time-outs (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): the lengths a player can choose and when
// each ends. Calendar months and years are counted in the player's time zone, to the same wall-clock time.
import { localParts, localMidnight } from './periods';

export const TIME_OUT_LENGTHS = ['1d', '3d', '7d', '14d', '30d', '42d'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '2y', '5y'] as const;
export type TimeOutLength = (typeof TIME_OUT_LENGTHS)[number];
export type SelfExclusionLength = (typeof SELF_EXCLUSION_LENGTHS)[number];
export type BreakKind = 'timeOut' | 'selfExclusion';
export type BreakLength = TimeOutLength | SelfExclusionLength;

const DAY = 86_400_000;

/** True when `length` is one the kind offers. */
export function isBreakLength(kind: BreakKind, length: unknown): length is BreakLength {
  const lengths: readonly string[] = kind === 'timeOut' ? TIME_OUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  return typeof length === 'string' && lengths.includes(length);
}

/** When a break of `length` taken at `now` ends. */
export function breakEnd(length: BreakLength, now: number, timeZone: string): number {
  const count = Number.parseInt(length, 10);
  const unit = length.at(-1);
  if (unit === 'd') return now + count * DAY;
  const months = unit === 'y' ? count * 12 : count;
  const p = localParts(now, timeZone);
  const sinceMidnight = now - localMidnight(p.year, p.month, p.day, timeZone);
  // The same day of the month, or the month's last day when it has fewer days (31 August + 6 months: 28 February).
  const lastDay = new Date(Date.UTC(p.year, p.month - 1 + months + 1, 0)).getUTCDate();
  return localMidnight(p.year, p.month + months, Math.min(p.day, lastDay), timeZone) + sinceMidnight;
}
