// The deposit order lookups of the /deposit guard and the order screen: an order's status, the getOrderNo lookup and
// the member's open order. State lives in db.depositOrders; each lookup first moves the member's orders through the
// steps now due (deposits-lifecycle.ts) and answers texts in the request's language.
import type { HttpResponseResolver } from 'msw';
import type { DepositOrder, DepositOrderResponse, DepositOrderStatusResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { DepositCode, depositMessages } from './deposits-codes';
import { OPEN_DEPOSIT_STATUSES as OPEN_DEPOSIT, orderForAnswer, settleDueDeposits } from './deposits-lifecycle';
import { fail, ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { textLanguageOf } from './text-language';

/** Newest first by createTime (yyyy-MM-dd HH:mm:ss sorts as text). */
const newestFirst = <T extends { createTime: string }>(a: T, b: T) => b.createTime.localeCompare(a.createTime);

export const DEPOSIT_ORDER_NOT_FOUND = DepositCode.orderNotFound;

export const DEPOSIT_LOOKUP_ROUTES = {
  depositStatus: { api: 'main', method: 'GET', path: '/api/fund/deposit/get-order-status/{orderNo}', auth: true },
  depositByNo: { api: 'main', method: 'GET', path: '/api/fund/deposit/getOrderNo', auth: true },
  depositOpen: { api: 'main', method: 'POST', path: '/api/fund/deposit/getOrder', auth: true },
} as const;

function depositOrderOf(memberId: number, orderNo: string) {
  return db.depositOrders.findFirst((q) => q.where({ memberId, orderNo }));
}


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

export const depositLookupHandlers = [
  route(DEPOSIT_LOOKUP_ROUTES.depositStatus, depositStatusResolver),
  route(DEPOSIT_LOOKUP_ROUTES.depositByNo, depositByNoResolver),
  route(DEPOSIT_LOOKUP_ROUTES.depositOpen, depositOpenResolver),
];
