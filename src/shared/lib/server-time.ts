/**
 * The server's clock (SPEC.md section 9): times are written 'yyyy-MM-dd HH:mm:ss' in +08:00 whatever the reader's
 * time zone. Read and written only here.
 */

/** Offset of the server clock from UTC: source times are +08:00 (SPEC.md section 9). */
export const SERVER_UTC_OFFSET_MINUTES = 8 * 60;

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads 'yyyy-MM-dd HH:mm:ss' in server time (+08:00) as epoch milliseconds. Anything else (other layouts,
 * impossible dates such as 2026-02-30 or 24:00:00, surrounding text) reads as null.
 */
export function parseServerTime(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = SERVER_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  return utc.getTime() - SERVER_UTC_OFFSET_MINUTES * 60_000;
}

/** Formats epoch milliseconds as server time 'yyyy-MM-dd HH:mm:ss' (+08:00); the inverse of parseServerTime. */
export function formatServerTime(epochMs: number): string {
  const shifted = new Date(epochMs + SERVER_UTC_OFFSET_MINUTES * 60_000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}
