// Limit periods in the player's time zone: a day starts at local midnight, a week on Monday at local midnight, a
// month on the 1st at local midnight. Time zones are IANA names (Asia/Ho_Chi_Minh); offsets come from Intl, so a
// zone with daylight saving gets the right midnight on either side of a change.

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The player's default zone (Vietnam, +07:00 all year). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of `ms` in `timeZone`. */
export function localParts(ms: number, timeZone: string): LocalParts {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (east positive). */
export function zoneOffset(ms: number, timeZone: string): number {
  const p = localParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant of local midnight starting the given local date (month and day may overflow, as in Date.UTC). */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - zoneOffset(wall, timeZone);
  // A second look corrects a guess made across an offset change.
  return wall - zoneOffset(guess, timeZone);
}

export interface PeriodWindow {
  /** First instant of the period (local midnight). */
  start: number;
  /** First instant of the next period: when the limit resets. */
  end: number;
}

/** The day, week (Monday first) or month of `ms` in `timeZone`. */
export function periodWindow(period: LimitPeriod, ms: number, timeZone: string): PeriodWindow {
  const { year, month, day } = localParts(ms, timeZone);
  if (period === 'day') return { start: localMidnight(year, month, day, timeZone), end: localMidnight(year, month, day + 1, timeZone) };
  if (period === 'month') return { start: localMidnight(year, month, 1, timeZone), end: localMidnight(year, month + 1, 1, timeZone) };
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0
  return { start: localMidnight(year, month, day - weekday, timeZone), end: localMidnight(year, month, day - weekday + 7, timeZone) };
}

/** The periods before and including the one of `ms`, newest first (`count` of them). */
export function recentWindows(period: LimitPeriod, ms: number, timeZone: string, count: number): PeriodWindow[] {
  const windows: PeriodWindow[] = [];
  let at = ms;
  for (let index = 0; index < count; index += 1) {
    const window = periodWindow(period, at, timeZone);
    windows.push(window);
    at = window.start - 1;
  }
  return windows;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the zone's offset: 2026-11-29T00:00:00+07:00. */
export function zonedIso(ms: number, timeZone: string): string {
  const p = localParts(ms, timeZone);
  const offset = Math.round(zoneOffset(ms, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
