import type { MaintenanceInfo } from '@/shared/api/generated/main/model';
import { parseServerTime } from './server-time';

/**
 * Maintenance rules (SPEC.md section 4 "Maintenance"). Site-wide maintenance is on only when status is '1' and
 * the comma-separated point list contains '1'. A game or game type is under maintenance while the current time lies
 * strictly between its start and end time, both written 'yyyy-MM-dd HH:mm:ss' in the server time zone (+08:00).
 */

/** The point of the whole site in the maintenance info's point list. */
export const SITE_POINT = '1';
/** Site-wide maintenance poll (SPEC.md section 9). */
export const MAINTENANCE_POLL_MS = 30_000;

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
