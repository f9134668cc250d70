// The day filters of /invite/details: all days, the last 7 or 30 days (today included), or a chosen range. Days are
// server days (+08:00), the days the reward lists are dated in.
export type DayChoice = 'all' | 'week' | 'month' | 'custom';

export const DAY_CHOICES: readonly DayChoice[] = ['all', 'week', 'month', 'custom'];

const SERVER_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The server day `back` days before the day of `now`. */
export const serverDayBefore = (now: number, back: number): string => new Date(now + SERVER_OFFSET_MS - back * DAY_MS).toISOString().slice(0, 10);

export interface DayRange {
  beginDate: string;
  endDate: string;
}

/** The range a choice stands for; a custom range keeps its days, earliest first. */
export function rangeFor(choice: DayChoice, now: number, custom: DayRange = { beginDate: '', endDate: '' }): DayRange {
  if (choice === 'week') return { beginDate: serverDayBefore(now, 6), endDate: serverDayBefore(now, 0) };
  if (choice === 'month') return { beginDate: serverDayBefore(now, 29), endDate: serverDayBefore(now, 0) };
  if (choice === 'custom') {
    const { beginDate, endDate } = custom;
    return beginDate && endDate && beginDate > endDate ? { beginDate: endDate, endDate: beginDate } : custom;
  }
  return { beginDate: '', endDate: '' };
}
