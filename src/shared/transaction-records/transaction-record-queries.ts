import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getTransactionRecordDetail, getTransactionRecords } from '@/shared/api/generated/main/funds-record/funds-record';
import type { TransactionRecord, TransactionRecordStatusFilter, TransactionRecordTypeFilter } from '@/shared/api/generated/main/model';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';

/** The list's type and status filters (the screen keeps them in its URL, with the date range). */
export interface RecordListFilters {
  type: TransactionRecordTypeFilter;
  status: TransactionRecordStatusFilter;
}

export interface RecordDates {
  startDate: string;
  endDate: string;
}

const all = ['transaction-records'] as const;

/**
 * The member's transaction records (every money movement of the wallet): `['transaction-records', kind, ...params,
 * token]`. A money movement the app makes (collect, deposit, withdrawal) invalidates the whole root.
 */
export const transactionRecordKeys = {
  all,
  pages: (filters: RecordListFilters, dates: RecordDates, token: string | null) =>
    [...all, 'list', filters.type, filters.status, dates.startDate, dates.endDate, token] as const,
  detail: (recordNo: string, token: string | null) => [...all, 'detail', recordNo, token] as const,
};

/** Records change whenever money moves; they are as fresh as the balance. */
export const TRANSACTION_RECORDS_STALE_MS = STALE.balance;
/** Rows per page (two phone screens). */
export const RECORD_PAGE_SIZE = 20;

export interface RecordPage {
  records: TransactionRecord[];
  total: number;
  current: number;
}

/** The records of the filters' type and status between two server days, page by page. Failures show a retry. */
export const recordPagesQuery = (filters: RecordListFilters, dates: RecordDates, token: string | null) =>
  infiniteQueryOptions({
    queryKey: transactionRecordKeys.pages(filters, dates, token),
    queryFn: async ({ pageParam, signal }): Promise<RecordPage> => {
      const params = { type: filters.type, status: filters.status, ...dates, current: pageParam, size: RECORD_PAGE_SIZE };
      const page = (await getTransactionRecords(params, { signal, noNeedResponseMsg: true })).data;
      return { records: page?.records ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    enabled: Boolean(token),
    staleTime: TRANSACTION_RECORDS_STALE_MS,
  });

/** One record with its details; null when the answer carried none. */
export const recordDetailQuery = (recordNo: string, token: string | null) =>
  queryOptions({
    queryKey: transactionRecordKeys.detail(recordNo, token),
    queryFn: async ({ signal }) => (await getTransactionRecordDetail({ recordNo }, { signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token) && recordNo !== '',
    staleTime: TRANSACTION_RECORDS_STALE_MS,
    retry: false,
  });
