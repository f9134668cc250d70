// The order lookups of the /deposit and /withdraw guard (and the information screens): deposit order status,
// the getOrderNo lookup, the member's open deposit order, and withdraw getOrder. State lives in db.depositOrders
// and db.withdrawOrders; the deposit lookups first move the member's orders through the steps now due
// (deposit-lifecycle.ts) and answer texts in the request's language.
import type { HttpResponseResolver } from 'msw';
import type {
  DepositOrder,
  DepositOrderResponse,
  DepositOrderStatusResponse,
  WithdrawOrder,
  WithdrawOrderNoRequest,
  WithdrawOrderResponse,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import { textLanguageOf } from './text-language';
import { OPEN_DEPOSIT_STATUSES as OPEN_DEPOSIT, orderForAnswer, settleDueDeposits } from './deposit-lifecycle';
import { DepositCode, depositMessages } from './deposit-codes';
import { fail, jsonBody, ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { WithdrawCode, withdrawMessages } from './withdraw-codes';
import { advanceDueWithdrawOrders, withdrawOrderForAnswer } from './withdraw-lifecycle';

export const DEPOSIT_ORDER_NOT_FOUND = DepositCode.orderNotFound;
export const WITHDRAW_ORDER_NOT_FOUND = WithdrawCode.orderNotFound;

export const FUNDS_ORDER_ROUTES = {
  depositStatus: { api: 'main', method: 'GET', path: '/api/fund/deposit/get-order-status/{orderNo}', auth: true },
  depositByNo: { api: 'main', method: 'GET', path: '/api/fund/deposit/getOrderNo', auth: true },
  depositOpen: { api: 'main', method: 'POST', path: '/api/fund/deposit/getOrder', auth: true },
  withdrawOrder: { api: 'main', method: 'POST', path: '/api/fund/withdraw/getOrder', auth: true },
} as const;

function depositOrderOf(memberId: number, orderNo: string) {
  return db.depositOrders.findFirst((q) => q.where({ memberId, orderNo }));
}

/** Newest first by createTime (yyyy-MM-dd HH:mm:ss sorts as text). */
const newestFirst = <T extends { createTime: string }>(a: T, b: T) => b.createTime.localeCompare(a.createTime);

export const depositStatusResolver: HttpResponseResolver<{ orderNo: string }, never, DepositOrderStatusResponse> = async ({ request, params }) => {
  const auth = authenticate(request);
  if (!auth.ok) return auth.response;
  await settleDueDeposits(auth.member.id);
  const order = depositOrderOf(auth.member.id, params.orderNo);
  if (!order) return fail(DEPOSIT_ORDER_NOT_FOUND, depositMessages[DEPOSIT_ORDER_NOT_FOUND]);
  const { rejectReason } = orderForAnswer(order, textLanguageOf(request));
  return ok({ orderNo: order.orderNo, status: order.status, rejectReason: rejectReason ?? null });
};

export const depositByNoResolver: HttpResponseResolver<never, never, DepositOrderResponse> = async ({ request }) => {
  const auth = authenticate(request);
  if (!auth.ok) return auth.response;
  await settleDueDeposits(auth.member.id);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const order = depositOrderOf(auth.member.id, orderNo);
  if (!order) return fail(DEPOSIT_ORDER_NOT_FOUND, depositMessages[DEPOSIT_ORDER_NOT_FOUND]);
  return ok<DepositOrder | null>(OPEN_DEPOSIT.has(order.status) ? orderForAnswer(order, textLanguageOf(request)) : null);
};

export const depositOpenResolver: HttpResponseResolver<never, never, DepositOrderResponse> = async ({ request }) => {
  const auth = authenticate(request);
  if (!auth.ok) return auth.response;
  const memberId = auth.member.id;
  await settleDueDeposits(memberId);
  const open = db.depositOrders.findMany((q) => q.where({ memberId })).filter((order) => OPEN_DEPOSIT.has(order.status));
  const latest = open.sort(newestFirst)[0];
  return ok<DepositOrder | null>(latest ? orderForAnswer(latest, textLanguageOf(request)) : null);
};

/**
 * With an order number: that order of the member. With an empty one: the member's latest order, or null. The
 * member's orders are first moved on to where their simulated clocks say they are (withdraw-lifecycle).
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

export const fundsOrderHandlers = [
  route(FUNDS_ORDER_ROUTES.depositStatus, depositStatusResolver),
  route(FUNDS_ORDER_ROUTES.depositByNo, depositByNoResolver),
  route(FUNDS_ORDER_ROUTES.depositOpen, depositOpenResolver),
  route(FUNDS_ORDER_ROUTES.withdrawOrder, withdrawOrderResolver),
];
