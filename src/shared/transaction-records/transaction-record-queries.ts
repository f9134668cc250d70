import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getTransactionRecordDetail, getTransactionRecords } from '@/shared/api/generated/main/funds-record/funds-record';
import type { TransactionRecord } from '@/shared/api/generated/main/model';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';
import type { RecordFilters } from '../lib/record-filters';

/**
 * Key roots of the transaction records: `['wallet-records', kind, ...params, token]`. A money movement the app
 * makes (collect, deposit, withdrawal) invalidates the whole root (['wallet-records']).
 */
export const walletRecordKeys = {
  all: ['wallet-records'] as const,
  pages: (filters: RecordFilters, dates: { startDate: string; endDate: string }, token: string | null) =>
    ['wallet-records', 'list', filters.type, filters.status, dates.startDate, dates.endDate, token] as const,
  detail: (recordNo: string, token: string | null) => ['wallet-records', 'detail', recordNo, token] as const,
};

/** Records change whenever money moves; they are as fresh as the balance. */
export const WALLET_RECORDS_STALE_MS = STALE.balance;
/** Rows per page (two phone screens). */
export const RECORD_PAGE_SIZE = 20;

export interface RecordPage {
  records: TransactionRecord[];
  total: number;
  current: number;
}

/** The records of the filters' type and status between two server days, page by page. Failures show a retry. */
export const recordPagesQuery = (filters: RecordFilters, dates: { startDate: string; endDate: string }, token: string | null) =>
  infiniteQueryOptions({
    queryKey: walletRecordKeys.pages(filters, dates, token),
    queryFn: async ({ pageParam, signal }): Promise<RecordPage> => {
      const params = { type: filters.type, status: filters.status, ...dates, current: pageParam, size: RECORD_PAGE_SIZE };
      const page = (await getTransactionRecords(params, { signal, noNeedResponseMsg: true })).data;
      return { records: page?.records ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    enabled: Boolean(token),
    staleTime: WALLET_RECORDS_STALE_MS,
  });

/** One record with its details; null when the answer carried none. */
export const recordDetailQuery = (recordNo: string, token: string | null) =>
  queryOptions({
    queryKey: walletRecordKeys.detail(recordNo, token),
    queryFn: async ({ signal }) => (await getTransactionRecordDetail({ recordNo }, { signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token) && recordNo !== '',
    staleTime: WALLET_RECORDS_STALE_MS,
    retry: false,
  });
