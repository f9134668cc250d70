// Withdrawal orders: create by channel kind (orderV2 bank card, usdtOrderV2 USDT address, ebpay/orderV2 EBPay),
// the order's status and the member's confirmation of receipt. A member's order calls run one at a time, so two
// taps that race each other create one order (the second is told an order is open).
import type {
  UserInfo,
  WithdrawOrder,
  WithdrawOrderNoRequest,
  WithdrawOrderResponse,
  WithdrawOrderStatusResponse,
  WithdrawType,
} from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { LARGE_WITHDRAW_LIMIT, WITHDRAW_USDT_RATE, withdrawChannelDefinition } from '../seed/withdrawals';
import { textLanguageOf } from './text-language';
import { bodyObject } from './account-shared';
import { fail, ok, type Message } from './main-envelope';
import { memberRoute } from './routes';
import { WithdrawCode, withdrawMessages } from './withdrawals-codes';
import { checkWithdrawOrder, type OrderInput } from './withdrawals-order-checks';
import { advanceDueWithdrawOrders, confirmWithdrawReceipt, holdWithdrawal, withdrawOrderForAnswer } from './withdrawals-lifecycle';

export const WITHDRAW_ORDER_ROUTES = {
  bank: { api: 'main', method: 'POST', path: '/api/fund/withdraw/orderV2' },
  usdt: { api: 'main', method: 'POST', path: '/api/fund/withdraw/usdtOrderV2' },
  ebpay: { api: 'main', method: 'POST', path: '/api/fund/withdraw/ebpay/orderV2' },
  status: { api: 'main', method: 'GET', path: '/api/fund/withdraw/get-order-status/{orderNo}' },
  confirm: { api: 'main', method: 'POST', path: '/api/fund/withdraw/confirmOrder' },
} as const;

const refused = (code: number, msg?: Message) => fail(code, msg ?? withdrawMessages[code]);
const round2 = (value: number): number => Math.round(value * 100) / 100;

const queues = new Map<number, Promise<unknown>>();
/** Runs `work` after the member's earlier order calls have finished. */
function oneAtATime<T>(memberId: number, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(memberId) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(memberId, next.catch(() => undefined));
  return next;
}

/** WD + server time (yyyyMMddHHmmss) + a 4-digit sequence. */
function newOrderNo(now: number): string {
  const stamp = formatServerTime(now).replace(/\D/g, '');
  let sequence = db.withdrawOrders.all().length + 1;
  let orderNo = '';
  do orderNo = `WD${stamp}${String(sequence++ % 10_000).padStart(4, '0')}`;
  while (db.withdrawOrders.findFirst((q) => q.where({ orderNo })));
  return orderNo;
}

function orderInput(body: Record<string, unknown>, accountField: 'bankCardId' | 'cryptoAddressId'): OrderInput {
  const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);
  return {
    channelId: number(body.channelId),
    amount: number(body.amount),
    accountId: number(body[accountField]),
    withdrawPwd: typeof body.withdrawPwd === 'string' ? body.withdrawPwd : '',
  };
}

/** Creates the order a request asks for (or refuses it); exported for tests that lose the answer on the way. */
export async function createWithdrawOrder(request: Request, member: UserInfo, withdrawType: WithdrawType) {
  const input = orderInput(await bodyObject(request), withdrawType === 2 ? 'cryptoAddressId' : 'bankCardId');
  return oneAtATime(member.id, async () => {
    const now = Date.now();
    await advanceDueWithdrawOrders(member.id, now);
    const checked = await checkWithdrawOrder(member, withdrawType, input, now);
    if (!checked.ok) return refused(checked.refusal.code, checked.refusal.msg);
    const definition = withdrawChannelDefinition(input.channelId);
    const feeRate = definition?.channel.feeRate ?? 0;
    const fee = round2((input.amount * feeRate) / 100 + (definition?.feeFixed ?? 0));
    const actualAmount = round2(input.amount - fee);
    const usdt = withdrawType === 2;
    const order: WithdrawOrder = {
      orderNo: newOrderNo(now),
      channelId: input.channelId,
      channelName: definition?.names.vi ?? '',
      withdrawType,
      orderStatus: 0,
      amount: input.amount,
      currency: definition?.channel.currency ?? 'VND',
      fee,
      actualAmount,
      usdtAmount: usdt ? round2(actualAmount / WITHDRAW_USDT_RATE) : null,
      exchangeRate: usdt ? WITHDRAW_USDT_RATE : null,
      account: checked.account,
      remark: '',
      createTime: formatServerTime(now),
      updateTime: formatServerTime(now),
    };
    await holdWithdrawal({ ...order, memberId: member.id }, now, input.amount >= LARGE_WITHDRAW_LIMIT.limitAmount);
    return ok(withdrawOrderForAnswer({ ...order, memberId: member.id }, textLanguageOf(request)));
  });
}

export const withdrawOrderHandlers = [
  memberRoute<never, never, WithdrawOrderResponse>(WITHDRAW_ORDER_ROUTES.bank, ({ request, auth }) => createWithdrawOrder(request, auth.member, 1)),
  memberRoute<never, never, WithdrawOrderResponse>(WITHDRAW_ORDER_ROUTES.usdt, ({ request, auth }) => createWithdrawOrder(request, auth.member, 2)),
  memberRoute<never, never, WithdrawOrderResponse>(WITHDRAW_ORDER_ROUTES.ebpay, ({ request, auth }) => createWithdrawOrder(request, auth.member, 3)),

  memberRoute<{ orderNo: string }, never, WithdrawOrderStatusResponse>(WITHDRAW_ORDER_ROUTES.status, async ({ params, auth }) => {
    const memberId = auth.member.id;
    await advanceDueWithdrawOrders(memberId);
    const order = db.withdrawOrders.findFirst((q) => q.where({ memberId, orderNo: params.orderNo }));
    return order ? ok({ orderNo: order.orderNo, orderStatus: order.orderStatus }) : refused(WithdrawCode.orderNotFound);
  }),

  memberRoute<never, WithdrawOrderNoRequest, WithdrawOrderResponse>(WITHDRAW_ORDER_ROUTES.confirm, async ({ request, auth }) => {
    const body = await bodyObject(request);
    const orderNo = typeof body.orderNo === 'string' ? body.orderNo.trim() : '';
    const memberId = auth.member.id;
    const result = await oneAtATime(memberId, () => confirmWithdrawReceipt(memberId, orderNo));
    if (result === 'not-found') return refused(WithdrawCode.orderNotFound);
    if (result === 'not-awaiting') return refused(WithdrawCode.notAwaitingConfirmation);
    return ok(withdrawOrderForAnswer(result, textLanguageOf(request)));
  }),
];
