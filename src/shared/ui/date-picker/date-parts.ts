/**
 * Calendar arithmetic for the birthday picker: ISO yyyy-MM-dd in and out, the spec's display order by language
 * (SPEC.md section 9: DD-MM in Vietnamese, MM-DD otherwise) and the choices a min/max range leaves.
 */

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export type DatePart = 'year' | 'month' | 'day';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Zero-padded digits (two unless told), as dates show their parts. */
export const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads yyyy-MM-dd; anything else (including 2023-02-30) is null. */
export function parseIsoDate(value: string | null | undefined): DateParts | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today in the device's time zone, as yyyy-MM-dd. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The order the parts are shown and typed in: day-month-year in Vietnamese, month-day-year otherwise. */
export function partOrder(language: string): DatePart[] {
  return language.toLowerCase().startsWith('vi') ? ['day', 'month', 'year'] : ['month', 'day', 'year'];
}

/** DD-MM-YYYY in Vietnamese, MM-DD-YYYY otherwise; an invalid date reads as ''. */
export function formatDateForLanguage(value: string, language: string): string {
  const parts = parseIsoDate(value);
  if (!parts) return '';
  const text: Record<DatePart, string> = { year: pad(parts.year, 4), month: pad(parts.month), day: pad(parts.day) };
  return partOrder(language)
    .map((part) => text[part])
    .join('-');
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Years from max down to min: a birthday is usually closer to the latest allowed year. */
export function yearChoices(min: DateParts, max: DateParts): number[] {
  return range(min.year, max.year).reverse();
}

export function monthChoices(year: number | null, min: DateParts, max: DateParts): number[] {
  const first = year === min.year ? min.month : 1;
  const last = year === max.year ? max.month : 12;
  return range(first, last);
}

export function dayChoices(year: number | null, month: number | null, min: DateParts, max: DateParts): number[] {
  // Without a year, 29 February stays possible; without a month, any day up to 31.
  const length = month === null ? 31 : daysInMonth(year ?? 2000, month);
  const first = year === min.year && month === min.month ? min.day : 1;
  const last = year === max.year && month === max.month ? Math.min(max.day, length) : length;
  return range(first, last);
}

/** Partial choice: each part may still be empty (null). */
export type PartialDate = Record<DatePart, number | null>;

/**
 * Applies a change of one part and empties the parts it made impossible (31 January -> February empties the day;
 * a year at the range edge empties a month beyond it), so the picker never holds a date outside the range.
 */
export function changePart(
  current: PartialDate,
  part: DatePart,
  value: number | null,
  min: DateParts,
  max: DateParts,
): PartialDate {
  const next: PartialDate = { ...current, [part]: value };
  if (next.month !== null && !monthChoices(next.year, min, max).includes(next.month)) next.month = null;
  if (next.day !== null && !dayChoices(next.year, next.month, min, max).includes(next.day)) next.day = null;
  return next;
}

/** The ISO date once every part is chosen, else ''. */
export function composeDate(parts: PartialDate): string {
  if (parts.year === null || parts.month === null || parts.day === null) return '';
  return toIsoDate({ year: parts.year, month: parts.month, day: parts.day });
}

export function partialFrom(value: string): PartialDate {
  const parts = parseIsoDate(value);
  return parts ? { ...parts } : { year: null, month: null, day: null };
}
