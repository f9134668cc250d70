/** How many days after today the early tab's time picker offers. */
export const EARLY_DAYS = 7;

export interface EarlyDay {
  /** 1 for tomorrow, 2 for the day after, … */
  index: number;
  weekday: string;
  /** DD-MM in Vietnamese, MM-DD otherwise (SPEC.md section 9). */
  date: string;
}

/** Start of the local calendar day `offset` days from `now`. */
export function localDayStart(now: number, offset: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + offset);
  return day.getTime();
}

/** The kick-off window of a time-picker choice: nothing for 0 (all days), else that local day, both ends inclusive. */
export function dayRange(now: number, index: number): { beginTime: number; endTime: number } | null {
  if (index <= 0) return null;
  return { beginTime: localDayStart(now, index), endTime: localDayStart(now, index + 1) - 1 };
}

export function earlyDays(now: number, language: string): EarlyDay[] {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short' });
  return Array.from({ length: EARLY_DAYS }, (_, i) => {
    const start = new Date(localDayStart(now, i + 1));
    const dd = String(start.getDate()).padStart(2, '0');
    const mm = String(start.getMonth() + 1).padStart(2, '0');
    return {
      index: i + 1,
      weekday: weekday.format(start),
      date: language === 'vi' ? `${dd}-${mm}` : `${mm}-${dd}`,
    };
  });
}
