// The filters of /transaction-record: the type tab, the date range preset and the status chip. They live in the
// URL's query (only when not the default), so coming back from a record's details shows the same list.
import type { GetTransactionRecordsParams, TransactionRecordStatusFilter, TransactionRecordTypeFilter } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';

export const RECORD_TYPES = ['all', 'deposit', 'withdraw', 'bet', 'bonus', 'transfer'] as const satisfies readonly TransactionRecordTypeFilter[];
export const RECORD_STATUSES = ['all', 'pending', 'success', 'failed'] as const satisfies readonly TransactionRecordStatusFilter[];
export const RECORD_RANGES = ['today', 'yesterday', 'week', 'month'] as const;

export type RecordType = (typeof RECORD_TYPES)[number];
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export type RecordRange = (typeof RECORD_RANGES)[number];

export interface RecordFilters {
  type: RecordType;
  status: RecordStatus;
  range: RecordRange;
}

export const DEFAULT_FILTERS: RecordFilters = { type: 'all', status: 'all', range: 'week' };

/** Days back of each preset's first and last day (the server's days; the list call accepts at most 90). */
const DAYS_BACK: Record<RecordRange, { from: number; to: number }> = {
  today: { from: 0, to: 0 },
  yesterday: { from: 1, to: 1 },
  week: { from: 6, to: 0 },
  month: { from: 29, to: 0 },
};

const DAY_MS = 86_400_000;
const serverDay = (epochMs: number): string => formatServerTime(epochMs).slice(0, 10);

/** The first and last server day (yyyy-MM-dd, +08:00) of a preset around `now`. */
export function rangeDates(range: RecordRange, now: number): Pick<GetTransactionRecordsParams, 'startDate' | 'endDate'> {
  const { from, to } = DAYS_BACK[range];
  return { startDate: serverDay(now - from * DAY_MS), endDate: serverDay(now - to * DAY_MS) };
}

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters a URL query holds; anything unknown falls back to the default. */
export function filtersFromSearch(search: URLSearchParams): RecordFilters {
  return {
    type: pick(RECORD_TYPES, search.get('type'), DEFAULT_FILTERS.type),
    status: pick(RECORD_STATUSES, search.get('status'), DEFAULT_FILTERS.status),
    range: pick(RECORD_RANGES, search.get('range'), DEFAULT_FILTERS.range),
  };
}

/** The URL query of some filters: only those that differ from the default. */
export function searchOfFilters(filters: RecordFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['type', 'status', 'range'] as const) {
    if (filters[key] !== DEFAULT_FILTERS[key]) search.set(key, filters[key]);
  }
  return search;
}
