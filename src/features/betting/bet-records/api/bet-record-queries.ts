import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMyBetSum } from '@/shared/api/generated/main/game/game';
import type { BetRecord, BetSummary, CashOutQuote } from '@/shared/api/generated/sports/model';
import { getCashOutPrice, listBets, listReserveBets } from '@/shared/api/generated/sports/order/order';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';
import { SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { formatServerTime } from '@/shared/lib/server-time';
import { memberKeys } from '@/shared/member/member-queries';
import { formatMerchantTime, MAX_RANGE_DAYS, type TimeRange } from '../lib/date-ranges';

/**
 * Key roots of the bet records: `['bet-records', kind, ...params, token]`. Placing a bet invalidates the whole root
 * (['bet-records']), so every list, sum and quote below is asked again.
 */
export const betRecordKeys = {
  all: ['bet-records'] as const,
  bets: (kind: 'unsettled' | 'settled', range: TimeRange | null, token: string | null) =>
    ['bet-records', kind, range?.start ?? null, range?.end ?? null, token] as const,
  sum: (range: TimeRange, token: string | null) => ['bet-records', 'sum', range.start, range.end, token] as const,
  reserves: (failed: boolean, token: string | null) => ['bet-records', 'reserves', failed, token] as const,
  quote: (orderId: string, token: string | null) => ['bet-records', 'cash-out-quote', orderId, token] as const,
};

/** Records change when a bet is placed, confirmed, settled or cashed out; the balance's freshness fits them. */
export const BET_RECORDS_STALE_MS = STALE.balance;
/** A cash-out quote follows the live odds: it is asked again on this interval while its bet is on screen. */
export const CASH_OUT_QUOTE_REFRESH_MS = 5_000;
/** While a listed bet awaits the provider's confirmation (status 0 or 1), the list is asked again this often. */
export const AWAITING_REFRESH_MS = 2_000;
/** While open bets are listed, the list is asked again this often, so a settled bet leaves it (and the balance follows). */
export const OPEN_BETS_REFRESH_MS = 15_000;
/** Rows per page of the bet list (the provider documents no maximum; 20 fill two phone screens). */
export const BET_PAGE_SIZE = 20;

export interface BetPage {
  records: BetRecord[];
  /** The provider's totals of the whole list (count, stake, payout, win/loss per currency). */
  sums: BetSummary[];
  total: number;
  current: number;
}

/**
 * Unsettled bets (every one, newest first) or settled bets in a range, page by page. A failure shows the list's
 * retry, not a toast.
 */
export const betPagesQuery = (kind: 'unsettled' | 'settled', range: TimeRange | null, token: string | null) =>
  infiniteQueryOptions({
    queryKey: betRecordKeys.bets(kind, range, token),
    queryFn: async ({ pageParam, signal }): Promise<BetPage> => {
      const settled = kind === 'settled';
      const page = (
        await listBets(
          {
            isSettled: settled,
            // Placed time, as the main API's sums count the range, so the list and its totals cover the same bets.
            ...(settled && range ? { startTime: range.start, endTime: range.end, timeType: 1 as const } : {}),
            current: pageParam,
            size: BET_PAGE_SIZE,
          },
          { signal, noNeedResponseMsg: true },
        )
      ).data;
      return { records: page?.records ?? [], sums: page?.sts ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    enabled: Boolean(token) && (kind === 'unsettled' || range !== null),
    staleTime: BET_RECORDS_STALE_MS,
    refetchInterval: (query) => {
      const records = query.state.data?.pages.flatMap((page) => page.records) ?? [];
      if (records.some((record) => record.st === 0 || record.st === 1)) return AWAITING_REFRESH_MS;
      return kind === 'unsettled' && records.length > 0 ? OPEN_BETS_REFRESH_MS : false;
    },
  });

/** The sports totals of a range from the main API (bet count, stake, win/loss in the wallet's money). */
export const betSumQuery = (range: TimeRange, token: string | null) =>
  queryOptions({
    queryKey: betRecordKeys.sum(range, token),
    queryFn: async ({ signal }) =>
      (
        await getMyBetSum(
          { startTime: formatServerTime(range.start), endTime: formatServerTime(range.end), gameTypeId: SPORT_GAME_TYPE_ID },
          { signal },
        )
      ).data,
    enabled: Boolean(token),
    staleTime: BET_RECORDS_STALE_MS,
  });

/** Open reserves (failed false) or the failed and cancelled ones of the last 30 days (failed true). */
export const reservesQuery = (failed: boolean, token: string | null) =>
  queryOptions({
    queryKey: betRecordKeys.reserves(failed, token),
    queryFn: async ({ signal }) => {
      // The window ends when it is asked (rounded up to the next second, the text times have no milliseconds), so a
      // reserve cancelled a moment ago is in it.
      const now = Date.now();
      return (
        await listReserveBets(
          failed
            ? { isFailed: true, startTime: formatMerchantTime(now - MAX_RANGE_DAYS * 86_400_000 + 1_000), endTime: formatMerchantTime(now + 1_000) }
            : { isFailed: false },
          { signal, noNeedResponseMsg: true },
        )
      ).data?.ods ?? [];
    },
    enabled: Boolean(token),
    staleTime: BET_RECORDS_STALE_MS,
  });

/** The cash-out offer for one bet, refreshed on CASH_OUT_QUOTE_REFRESH_MS while its card is mounted. */
export const cashOutQuoteQuery = (orderId: string, token: string | null) =>
  queryOptions({
    queryKey: betRecordKeys.quote(orderId, token),
    queryFn: async ({ signal }): Promise<CashOutQuote | null> =>
      (await getCashOutPrice({ orderIds: [orderId] }, { signal, noNeedResponseMsg: true })).data?.pr.find((quote) => quote.oid === orderId) ??
      null,
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: CASH_OUT_QUOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

/** After a cash-out or a cancelled reserve: every record list and sum, and the balance, are out of date. */
export async function refreshAfterMoneyMoved(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: betRecordKeys.all }),
    client.invalidateQueries({ queryKey: memberKeys.balance }),
  ]);
}
