import { queryOptions } from '@tanstack/react-query';
import { getBankCardList } from '@/shared/api/generated/main/bankcard/bankcard';
import { getCryptoAddressList } from '@/shared/api/generated/main/crypto/crypto';
import {
  getLargeWithdrawLimit,
  getWithdrawChannelContent,
  getWithdrawChannels,
  getWithdrawOrder,
  getWithdrawOrderStatus,
} from '@/shared/api/generated/main/withdraw/withdraw';
import { STALE } from '@/shared/api/query-client';

const all = ['withdrawals'] as const;
const openOrderChecks = () => [...all, 'order'] as const;
const contents = () => [...all, 'content'] as const;
const detailOf = (orderNo: string) => [...all, 'detail', orderNo] as const;
const statusOf = (orderNo: string) => [...all, 'status', orderNo] as const;

/**
 * The member's withdrawals: `['withdrawals', kind, ...params, token]` (member-scoped keys end with the token, so
 * logout clears them). `openOrderChecks()`, `contents()`, `detailOf(orderNo)` and `statusOf(orderNo)` are the
 * prefixes that invalidate every key under them.
 */
export const withdrawalKeys = {
  all,
  openOrderChecks,
  openOrderCheck: (orderNo: string | null, token: string | null) => [...openOrderChecks(), orderNo, token] as const,
  channels: (language: string, token: string | null) => [...all, 'channels', language, token] as const,
  contents,
  content: (channelId: number | null, language: string, token: string | null) => [...contents(), channelId, language, token] as const,
  largeLimit: (token: string | null) => [...all, 'large-limit', token] as const,
  destinations: (token: string | null) => [...all, 'destinations', token] as const,
  detailOf,
  detail: (orderNo: string, token: string | null) => [...detailOf(orderNo), token] as const,
  statusOf,
  status: (orderNo: string, token: string | null) => [...statusOf(orderNo), token] as const,
};

/**
 * The withdrawal order the navigation guard checks before /withdraw (POST getOrder with the orderNo query
 * parameter, empty when there is none). Read afresh on every navigation, quietly.
 */
export const withdrawOrderCheckQuery = (orderNo: string | null, token: string | null) =>
  queryOptions({
    queryKey: withdrawalKeys.openOrderCheck(orderNo, token),
    queryFn: async () => (await getWithdrawOrder({ orderNo: orderNo ?? '' }, { noNeedResponseMsg: true })).data ?? null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** How often /withdrawalInformation asks for the status of an open order. */
export const WITHDRAW_STATUS_POLL_MS = 10_000;

/** The channels named in the player's language (the server answers in the language the request carries). */
export const withdrawChannelsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: withdrawalKeys.channels(language, token),
    queryFn: async ({ signal }) => [...((await getWithdrawChannels({ signal })).data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** Limits, fee and the member's withdrawable balance: asked afresh whenever the form shows the channel. */
export const withdrawChannelContentQuery = (token: string | null, channelId: number | null, language: string) =>
  queryOptions({
    queryKey: withdrawalKeys.content(channelId, language, token),
    queryFn: async ({ signal }) => (await getWithdrawChannelContent({ channelId: channelId ?? 0 }, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: 0,
  });

export const largeWithdrawLimitQuery = (token: string | null) =>
  queryOptions({
    queryKey: withdrawalKeys.largeLimit(token),
    queryFn: async ({ signal }) => (await getLargeWithdrawLimit({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** The bound cards, EBPay accounts and USDT addresses; read afresh on each visit (the player may just have bound one). */
export const withdrawDestinationsQuery = (token: string | null) =>
  queryOptions({
    queryKey: withdrawalKeys.destinations(token),
    queryFn: async ({ signal }) => {
      const [cards, addresses] = await Promise.all([getBankCardList(undefined, { signal }), getCryptoAddressList({ currency: 'USDT' }, { signal })]);
      return { cards: cards.data ?? [], addresses: addresses.data ?? [] };
    },
    enabled: Boolean(token),
    staleTime: 0,
  });

/** One order by number (getOrder). */
export const withdrawOrderQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: withdrawalKeys.detail(orderNo, token),
    queryFn: async ({ signal }) => (await getWithdrawOrder({ orderNo }, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: 0,
  });

/** The status of an open order, asked every WITHDRAW_STATUS_POLL_MS while `open`. */
export const withdrawStatusQuery = (token: string | null, orderNo: string, open: boolean) =>
  queryOptions({
    queryKey: withdrawalKeys.status(orderNo, token),
    queryFn: async ({ signal }) => (await getWithdrawOrderStatus(orderNo, { signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token) && orderNo !== '' && open,
    refetchInterval: open ? WITHDRAW_STATUS_POLL_MS : false,
    staleTime: 0,
  });
