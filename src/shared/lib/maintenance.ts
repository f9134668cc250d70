import type { MaintenanceInfo } from '@/shared/api/generated/main/model';

/**
 * Maintenance rules (SPEC.md section 4 "Maintenance"). Site-wide maintenance is on only when status is '1' and
 * the comma-separated point list contains '1'. A game or game type is under maintenance while the current time lies
 * strictly between its start and end time, both written 'yyyy-MM-dd HH:mm:ss' in the server time zone (+08:00).
 */

/** The point of the whole site in the maintenance info's point list. */
export const SITE_POINT = '1';
/** Site-wide maintenance poll (SPEC.md section 9). */
export const MAINTENANCE_POLL_MS = 30_000;
/** Offset of the server clock from UTC: source times are +08:00 (SPEC.md section 9). */
export const SERVER_UTC_OFFSET_MINUTES = 8 * 60;

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

type SiteMaintenance = Pick<MaintenanceInfo, 'status' | 'point'>;

/** The answer used when the maintenance query fails: status '0', nothing maintained. */
export const NO_MAINTENANCE: MaintenanceInfo = Object.freeze({ status: '0', point: '' });

/** The maintained points of a comma-separated list, trimmed, without empty entries. */
export function maintenancePoints(point: string | null | undefined): string[] {
  if (!point) return [];
  return point
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** True when the site is closed: status '1' and the point list includes '1'. */
export function isSiteUnderMaintenance(info: Partial<SiteMaintenance> | null | undefined): boolean {
  if (!info || info.status !== '1') return false;
  return maintenancePoints(info.point).includes(SITE_POINT);
}

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

const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/**
 * True when `now` lies strictly between start and end. No window (both times missing) is the normal case and is
 * quiet; half a window or a time that cannot be read is logged with console.warn and also means no maintenance.
 */
export function isInMaintenanceWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  now: number = Date.now(),
  label = 'maintenance window',
): boolean {
  if (isBlank(start) && isBlank(end)) return false;
  const startMs = parseServerTime(start);
  const endMs = parseServerTime(end);
  if (startMs === null || endMs === null) {
    console.warn(`Ignoring ${label} with an unreadable time: start=${JSON.stringify(start ?? null)} end=${JSON.stringify(end ?? null)}`);
    return false;
  }
  return startMs < now && now < endMs;
}

/** A sports maintenance window in epoch milliseconds (SPEC.md section 4 "Sports maintenance"). */
export interface MaintenanceRange {
  startMs: number;
  endMs: number;
}

// One end of a "[start-end]" range: epoch seconds (10 digits), epoch milliseconds (13 digits) or server time.
const RANGE_END = String.raw`(\d{13}|\d{10}|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})`;
const RANGE = new RegExp(String.raw`\[\s*${RANGE_END}\s*-\s*${RANGE_END}\s*\]`);

function rangeEndMs(text: string): number | null {
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{13}$/.test(text)) return Number(text);
  return parseServerTime(text);
}

/**
 * Reads the first "[start-end]" range of a provider message: each end is epoch milliseconds (13 digits), epoch
 * seconds (10 digits) or server time 'yyyy-MM-dd HH:mm:ss' (+08:00). Any other text, an impossible date or a range
 * that ends before it starts reads as null; no input throws.
 */
export function parseMaintenanceRange(message: string | null | undefined): MaintenanceRange | null {
  if (typeof message !== 'string') return null;
  const match = RANGE.exec(message);
  if (!match?.[1] || !match[2]) return null;
  const startMs = rangeEndMs(match[1]);
  const endMs = rangeEndMs(match[2]);
  if (startMs === null || endMs === null || endMs < startMs) return null;
  return { startMs, endMs };
}

/** Writes a window the way the provider does ("[<startMs>-<endMs>]"); the inverse of parseMaintenanceRange. */
export function formatMaintenanceRange({ startMs, endMs }: MaintenanceRange): string {
  return `[${startMs}-${endMs}]`;
}
