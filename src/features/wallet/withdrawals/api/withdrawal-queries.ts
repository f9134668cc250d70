import { queryOptions, type QueryClient } from '@tanstack/react-query';
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
import { memberKeys } from '@/shared/member/member-queries';
import { withdrawalKeys } from '@/shared/withdrawals/withdrawal-queries';

/** Key roots of the withdrawal screens (under the shared withdrawals root, cleared with it). */
export const withdrawKeys = {
  channels: [...withdrawalKeys.all, 'channels'] as const,
  content: [...withdrawalKeys.all, 'content'] as const,
  largeLimit: [...withdrawalKeys.all, 'large-limit'] as const,
  destinations: [...withdrawalKeys.all, 'destinations'] as const,
  detail: [...withdrawalKeys.all, 'detail'] as const,
  status: [...withdrawalKeys.all, 'status'] as const,
};

/** How often /withdrawalInformation asks for the status of an open order. */
export const WITHDRAW_STATUS_POLL_MS = 10_000;

/** The channels named in the player's language (the server answers in the language the request carries). */
export const withdrawChannelsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...withdrawKeys.channels, language, token],
    queryFn: async ({ signal }) => [...((await getWithdrawChannels({ signal })).data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** Limits, fee and the member's withdrawable balance: asked afresh whenever the form shows the channel. */
export const withdrawChannelContentQuery = (token: string | null, channelId: number | null, language: string) =>
  queryOptions({
    queryKey: [...withdrawKeys.content, channelId, language, token],
    queryFn: async ({ signal }) => (await getWithdrawChannelContent({ channelId: channelId ?? 0 }, { signal })).data ?? null,
    enabled: Boolean(token) && channelId !== null,
    staleTime: 0,
  });

export const largeWithdrawLimitQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...withdrawKeys.largeLimit, token],
    queryFn: async ({ signal }) => (await getLargeWithdrawLimit({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** The bound cards, EBPay accounts and USDT addresses; read afresh on each visit (the player may just have bound one). */
export const withdrawDestinationsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...withdrawKeys.destinations, token],
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
    queryKey: [...withdrawKeys.detail, orderNo, token],
    queryFn: async ({ signal }) => (await getWithdrawOrder({ orderNo }, { signal })).data ?? null,
    enabled: Boolean(token) && orderNo !== '',
    staleTime: 0,
  });

/** The status of an open order, asked every WITHDRAW_STATUS_POLL_MS while `open`. */
export const withdrawStatusQuery = (token: string | null, orderNo: string, open: boolean) =>
  queryOptions({
    queryKey: [...withdrawKeys.status, orderNo, token],
    queryFn: async ({ signal }) => (await getWithdrawOrderStatus(orderNo, { signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token) && orderNo !== '' && open,
    refetchInterval: open ? WITHDRAW_STATUS_POLL_MS : false,
    staleTime: 0,
  });

/** After money moved: the balance, the withdrawable amounts and the guard's open-order check are out of date. */
export async function refreshAfterWithdrawal(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: memberKeys.balance }),
    client.invalidateQueries({ queryKey: withdrawKeys.content }),
    client.invalidateQueries({ queryKey: withdrawalKeys.order }),
  ]);
}
