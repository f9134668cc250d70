// The VIP experience pages: which experience each route shows, and the dates the request form offers (from tomorrow
// to 90 days ahead, counted in server days at +08:00 as the VIP desk counts them).
import type { VipExperienceType } from '@/shared/api/generated/main/model';

export type ExperienceName = 'hostess' | 'model' | 'yacht';

/** experienceType of each page (1 /vipBusinessGirl, 2 /businessYoungModel, 3 /vipYacht). */
export const EXPERIENCE_TYPES: Record<ExperienceName, VipExperienceType> = { hostess: 1, model: 2, yacht: 3 };

export const REQUEST_DAYS_AHEAD = { first: 1, last: 90 } as const;
export const REMARK_MAX = 200;

const SERVER_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The server day (yyyy-MM-dd, +08:00) `days` after the day of `now`. */
export function serverDayAfter(now: number, days: number): string {
  return new Date(now + SERVER_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates a request may ask for, as of `now`. */
export function requestDateRange(now: number): { min: string; max: string } {
  return { min: serverDayAfter(now, REQUEST_DAYS_AHEAD.first), max: serverDayAfter(now, REQUEST_DAYS_AHEAD.last) };
}

export type RequestProblem = 'date' | 'guests' | null;

/** What is wrong with a request before it is sent (the server checks the same). */
export function requestProblem(request: { preferredDate: string; guests: number }, maxGuests: number, now: number): RequestProblem {
  const { min, max } = requestDateRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.preferredDate) || request.preferredDate < min || request.preferredDate > max) return 'date';
  if (!Number.isInteger(request.guests) || request.guests < 1 || request.guests > maxGuests) return 'guests';
  return null;
}
