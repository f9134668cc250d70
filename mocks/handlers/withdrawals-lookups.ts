// The withdrawal order lookup of the /withdraw guard and the order screen (getOrder). State lives in
// db.withdrawOrders; the member's orders are first moved on to where their simulated clocks say they are.
import type { HttpResponseResolver } from 'msw';
import type { WithdrawOrder, WithdrawOrderNoRequest, WithdrawOrderResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { fail, jsonBody, ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { textLanguageOf } from './text-language';
import { WithdrawCode, withdrawMessages } from './withdrawals-codes';
import { advanceDueWithdrawOrders, withdrawOrderForAnswer } from './withdrawals-lifecycle';

/** Newest first by createTime (yyyy-MM-dd HH:mm:ss sorts as text). */
const newestFirst = <T extends { createTime: string }>(a: T, b: T) => b.createTime.localeCompare(a.createTime);

export const WITHDRAW_ORDER_NOT_FOUND = WithdrawCode.orderNotFound;

export const WITHDRAWAL_LOOKUP_ROUTES = {
  withdrawOrder: { api: 'main', method: 'POST', path: '/api/fund/withdraw/getOrder', auth: true },
} as const;

/**
 * With an order number: that order of the member. With an empty one: the member's latest order, or null. The
 * member's orders are first moved on to where their simulated clocks say they are (withdrawals-lifecycle).
 */
export const withdrawOrderResolver: HttpResponseResolver<never, WithdrawOrderNoRequest, WithdrawOrderResponse> = async ({ request }) => {
  const auth = authenticate(request);
  if (!auth.ok) return auth.response;
  const body = (await jsonBody(request)) as Partial<WithdrawOrderNoRequest> | undefined;
  const orderNo = typeof body?.orderNo === 'string' ? body.orderNo.trim() : '';
  const memberId = auth.member.id;
  await advanceDueWithdrawOrders(memberId);
  if (orderNo === '') {
    const latest = db.withdrawOrders.findMany((q) => q.where({ memberId })).sort(newestFirst)[0];
    return ok<WithdrawOrder | null>(latest ? withdrawOrderForAnswer(latest, textLanguageOf(request)) : null);
  }
  const order = db.withdrawOrders.findFirst((q) => q.where({ memberId, orderNo }));
  return order ? ok<WithdrawOrder | null>(withdrawOrderForAnswer(order, textLanguageOf(request))) : fail(WITHDRAW_ORDER_NOT_FOUND, withdrawMessages[WITHDRAW_ORDER_NOT_FOUND]);
};

export const withdrawalLookupHandlers = [route(WITHDRAWAL_LOOKUP_ROUTES.withdrawOrder, withdrawOrderResolver)];
