import { queryOptions } from '@tanstack/react-query';
import {
  getChannelDepositGift,
  getDepositChannelContent,
  getDepositChannels,
  getDepositOrderByNo,
  getDepositOrderStatus,
  getUsdtRate,
} from '@/shared/api/generated/main/deposit/deposit';
import type { DepositOrder } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';
import { depositKeys } from '@/shared/deposits/deposit-queries';

/** Key roots of the deposit screens (under the guard's `deposits` root, cleared with the session). */
export const depositScreenKeys = {
  channels: [...depositKeys.all, 'channels'] as const,
  content: [...depositKeys.all, 'content'] as const,
  gift: [...depositKeys.all, 'gift'] as const,
  rate: [...depositKeys.all, 'rate'] as const,
  order: [...depositKeys.all, 'order'] as const,
  status: [...depositKeys.all, 'status'] as const,
};

/** /rechargeInformation asks for an open order's status this often. */
export const ORDER_STATUS_POLL_MS = 5_000;
/** The USDT rate shown on the form is asked again this often. */
export const USDT_RATE_REFRESH_MS = 30_000;
/** Direction of the rate call for deposits (buying USDT). */
const DEPOSIT_DIRECTION = 1;

export const depositChannelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...depositScreenKeys.channels, token],
    queryFn: async ({ signal }) => (await getDepositChannels({ signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

export const depositChannelContentQuery = (token: string | null, channelId: number | null) =>
  queryOptions({
    queryKey: [...depositScreenKeys.content, channelId, token],
    queryFn: async ({ signal }) => (await getDepositChannelContent(channelId ?? 0, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: STALE.catalogue,
  });

export const depositGiftQuery = (token: string | null, channelId: number | null) =>
  queryOptions({
    queryKey: [...depositScreenKeys.gift, channelId, token],
    queryFn: async ({ signal }) => (await getChannelDepositGift({ channelId: channelId ?? 0 }, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: STALE.catalogue,
  });

/** VND (or the channel currency) per USDT, refreshed while the USDT form is open. */
export const usdtRateQuery = (currency: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...depositScreenKeys.rate, currency],
    queryFn: async ({ signal }) => (await getUsdtRate(currency, DEPOSIT_DIRECTION, { signal })).data ?? null,
    enabled,
    staleTime: USDT_RATE_REFRESH_MS,
    refetchInterval: USDT_RATE_REFRESH_MS,
  });

/** The open order by number (null once it is closed); written by the create call, so the screen opens at once. */
export const depositOrderQuery = (token: string | null, orderNo: string) =>
  queryOptions<DepositOrder | null>({
    queryKey: [...depositScreenKeys.order, orderNo, token],
    queryFn: async ({ signal }) => (await getDepositOrderByNo({ orderNo }, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: STALE.profile,
  });

/** The order's status, polled every ORDER_STATUS_POLL_MS while it is open. */
export const depositStatusQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: [...depositScreenKeys.status, orderNo, token],
    queryFn: async ({ signal }) => (await getDepositOrderStatus(orderNo, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || [0, 2, 7, 8].includes(status) ? ORDER_STATUS_POLL_MS : false;
    },
  });
