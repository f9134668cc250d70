import { queryOptions } from '@tanstack/react-query';
import {
  getChannelDepositGift,
  getDepositChannelContent,
  getDepositChannels,
  getDepositOrderByNo,
  getDepositOrderStatus,
  getOpenDepositOrder,
  getUsdtRate,
} from '@/shared/api/generated/main/deposit/deposit';
import type { DepositOrder } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';
import { isOpenDepositStatus } from '../lib/deposit-status';

const all = ['deposits'] as const;
const openOrderChecks = () => [...all, 'open-order'] as const;
const statusOf = (orderNo: string) => [...all, 'status', orderNo] as const;

/**
 * The member's deposits: `['deposits', kind, ...params, token]` (member-scoped keys end with the token, so logout
 * clears them). `openOrderChecks()` and `statusOf(orderNo)` are the prefixes that invalidate every key under them.
 */
export const depositKeys = {
  all,
  openOrderChecks,
  openOrderCheck: (orderNo: string | null, token: string | null) => [...openOrderChecks(), orderNo, token] as const,
  channels: (token: string | null) => [...all, 'channels', token] as const,
  content: (channelId: number | null, token: string | null) => [...all, 'content', channelId, token] as const,
  gift: (channelId: number | null, token: string | null) => [...all, 'gift', channelId, token] as const,
  rate: (currency: string) => [...all, 'rate', currency] as const,
  order: (orderNo: string, token: string | null) => [...all, 'order', orderNo, token] as const,
  statusOf,
  status: (orderNo: string, token: string | null) => [...statusOf(orderNo), token] as const,
};

/**
 * The deposit order the navigation guard checks before /deposit: with an orderNo that order's status
 * (get-order-status), without one the member's open order (getOrder). Read afresh on every navigation, quietly
 * (a failed check lets the player on to the form, which checks again).
 */
export const depositOrderCheckQuery = (orderNo: string | null, token: string | null) =>
  queryOptions({
    queryKey: depositKeys.openOrderCheck(orderNo, token),
    queryFn: async () => {
      const quiet = { noNeedResponseMsg: true } as const;
      return (orderNo ? (await getDepositOrderStatus(orderNo, quiet)).data : (await getOpenDepositOrder(quiet)).data) ?? null;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** /rechargeInformation asks for an open order's status this often. */
export const ORDER_STATUS_POLL_MS = 5_000;
/** The USDT rate shown on the form is asked again this often. */
export const USDT_RATE_REFRESH_MS = 30_000;
/** Direction of the rate call for deposits (buying USDT). */
const DEPOSIT_DIRECTION = 1;

export const depositChannelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: depositKeys.channels(token),
    queryFn: async ({ signal }) => (await getDepositChannels({ signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

export const depositChannelContentQuery = (token: string | null, channelId: number | null) =>
  queryOptions({
    queryKey: depositKeys.content(channelId, token),
    queryFn: async ({ signal }) => (await getDepositChannelContent(channelId ?? 0, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: STALE.catalogue,
  });

export const depositGiftQuery = (token: string | null, channelId: number | null) =>
  queryOptions({
    queryKey: depositKeys.gift(channelId, token),
    queryFn: async ({ signal }) => (await getChannelDepositGift({ channelId: channelId ?? 0 }, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: STALE.catalogue,
  });

/** VND (or the channel currency) per USDT, refreshed while the USDT form is open. */
export const usdtRateQuery = (currency: string, enabled: boolean) =>
  queryOptions({
    queryKey: depositKeys.rate(currency),
    queryFn: async ({ signal }) => (await getUsdtRate(currency, DEPOSIT_DIRECTION, { signal })).data ?? null,
    enabled,
    staleTime: USDT_RATE_REFRESH_MS,
    refetchInterval: USDT_RATE_REFRESH_MS,
  });

/** The open order by number (null once it is closed); written by the create call, so the screen opens at once. */
export const depositOrderQuery = (token: string | null, orderNo: string) =>
  queryOptions<DepositOrder | null>({
    queryKey: depositKeys.order(orderNo, token),
    queryFn: async ({ signal }) => (await getDepositOrderByNo({ orderNo }, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: STALE.profile,
  });

/** The order's status, polled every ORDER_STATUS_POLL_MS while it is open. */
export const depositStatusQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.status(orderNo, token),
    queryFn: async ({ signal }) => (await getDepositOrderStatus(orderNo, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isOpenDepositStatus(status) ? ORDER_STATUS_POLL_MS : false;
    },
  });
