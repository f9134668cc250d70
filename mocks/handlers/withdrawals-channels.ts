// The withdrawal channels (wd-channel/list and content) and the large-withdrawal limit, with names and tips in the
// request's language; the content carries the member's withdrawable balance (the ledger) and today's orders.
import type {
  LargeWithdrawLimitResponse,
  WithdrawChannelContentResponse,
  WithdrawChannelListResponse,
} from '@/shared/api/generated/main/model';
import {
  LARGE_WITHDRAW_LIMIT,
  withdrawChannelContent,
  withdrawChannelDefinition,
  withdrawChannels,
} from '../seed/withdrawals';
import { ledgerBalance } from './ledger';
import { fail, ok } from './main-envelope';
import { memberRoute } from './routes';
import { textLanguageOf } from './text-language';
import { WithdrawCode, withdrawMessages } from './withdrawals-codes';
import { ordersToday } from './withdrawals-order-checks';

export const WITHDRAW_CHANNEL_ROUTES = {
  list: { api: 'main', method: 'GET', path: '/api/fund/wd-channel/list' },
  content: { api: 'main', method: 'GET', path: '/api/fund/wd-channel/content' },
  largeLimit: { api: 'main', method: 'GET', path: '/api/fund/wd-channel/largeWithdrawLimit/get' },
} as const;

export const withdrawChannelHandlers = [
  memberRoute<never, never, WithdrawChannelListResponse>(WITHDRAW_CHANNEL_ROUTES.list, ({ request }) =>
    ok(withdrawChannels(textLanguageOf(request))),
  ),

  memberRoute<never, never, WithdrawChannelContentResponse>(WITHDRAW_CHANNEL_ROUTES.content, ({ request, auth }) => {
    const channelId = Number(new URL(request.url).searchParams.get('channelId'));
    const definition = withdrawChannelDefinition(channelId);
    if (!definition) return fail(WithdrawCode.channelUnavailable, withdrawMessages[WithdrawCode.channelUnavailable]);
    const memberId = auth.member.id;
    const now = Date.now();
    return ok(
      withdrawChannelContent(definition, textLanguageOf(request), {
        withdrawableAmount: ledgerBalance(memberId),
        dailyTimesUsed: ordersToday(memberId, channelId, now),
      }),
    );
  }),

  memberRoute<never, never, LargeWithdrawLimitResponse>(WITHDRAW_CHANNEL_ROUTES.largeLimit, () => ok(LARGE_WITHDRAW_LIMIT)),
];
