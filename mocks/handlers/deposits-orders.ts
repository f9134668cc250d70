// Deposit orders: create by route (order for bank transfer and e-wallet, usdtOrder, c2cOrder), attaching a receipt
// image (uploaded first through file/fund/image/upload, answered in advice.ts) to the order, and cancel. Every call first moves the member's orders through the steps now due
// (deposits-lifecycle.ts), so an expired order no longer blocks a new one.
import type { DepositOrderResponse, EmptyResponse, UserInfo } from '@/shared/api/generated/main/model';
import {
  C2cDepositOrderRequest,
  DepositOrderNoRequest,
  DepositOrderRequest,
  DepositUploadRequest,
  UsdtDepositOrderRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { findDepositChannel, USDT_ADDRESSES, type SeedDepositChannel } from '../seed/deposits';
import { parseBody, serverTime } from './account-shared';
import { giftFor, usdtRate } from './deposits-channels';
import { DepositCode, depositFail } from './deposits-codes';
import {
  cancelled,
  DEPOSIT_EXPIRY_MS,
  depositClock,
  OPEN_DEPOSIT_STATUSES,
  orderForAnswer,
  receiptReceived,
  settleDueDeposits,
  startTimeline,
  type DepositOrderRecord,
} from './deposits-lifecycle';
import { fail, ok } from './main-envelope';
import { memberRoute } from './routes';
import { depositRefusal } from './safer-gambling-rules';
import { textLanguageOf } from './text-language';

export const DEPOSIT_ORDER_ROUTES = {
  order: { api: 'main', method: 'POST', path: '/api/fund/deposit/order' },
  usdtOrder: { api: 'main', method: 'POST', path: '/api/fund/deposit/usdtOrder' },
  c2cOrder: { api: 'main', method: 'POST', path: '/api/fund/deposit/c2cOrder' },
  receipt: { api: 'main', method: 'POST', path: '/api/fund/deposit/upload' },
  cancel: { api: 'main', method: 'PUT', path: '/api/fund/deposit/cancel-order' },
} as const;

const DEPOSIT_LOCK = '2';

/** What a new order is: the channel, the amount in the channel currency and what the route adds. */
interface NewOrder {
  channel: SeedDepositChannel;
  amount: number;
  bankId?: number | undefined;
  extra: (orderNo: string) => Partial<DepositOrderRecord>;
}

function nextOrderNo(now: number): string {
  const stamp = serverTime(now).replace(/\D/g, '');
  return `DP${stamp}${String(db.depositOrders.all().length + 1).padStart(4, '0')}`;
}

/** The checks every create shares, in the order the backend makes them; undefined when the order may be made. */
function refusal(member: UserInfo, input: NewOrder | undefined, payTypes: readonly number[]) {
  if ((member.status ?? []).includes(DEPOSIT_LOCK)) return depositFail(DepositCode.locked);
  if (!input || !payTypes.includes(input.channel.payType)) return depositFail(DepositCode.channelUnavailable);
  const { channel, amount, bankId } = input;
  const limited = depositRefusal(member.id, amount);
  if (limited) return fail(limited.code, limited.texts);
  if (amount < channel.minAmount) return depositFail(DepositCode.belowMinimum, channel.minAmount);
  if (amount > channel.maxAmount) return depositFail(DepositCode.aboveMaximum, channel.maxAmount);
  const memberId = member.id;
  if (db.depositOrders.findMany((q) => q.where({ memberId })).some((order) => OPEN_DEPOSIT_STATUSES.has(order.status))) {
    return depositFail(DepositCode.openOrderExists);
  }
  if (bankId !== undefined && !channel.banks.some((bank) => bank.id === bankId)) return depositFail(DepositCode.bankNotSupported);
  return undefined;
}

async function create(member: UserInfo, request: Request, input: NewOrder | undefined, payTypes: readonly number[]) {
  await settleDueDeposits(member.id);
  const refused = refusal(member, input, payTypes);
  if (refused || !input) return refused ?? depositFail(DepositCode.channelUnavailable);
  const { channel, amount } = input;
  const now = depositClock.now();
  const orderNo = nextOrderNo(now);
  const fee = Math.round((amount * channel.feeRate) / 100);
  const giftAmount = giftFor(channel, amount);
  const record: DepositOrderRecord = {
    memberId: member.id,
    orderNo,
    channelId: channel.id,
    channelName: channel.name.vi,
    payType: channel.payType,
    status: 0,
    amount,
    currency: channel.currency,
    fee,
    giftAmount,
    actualAmount: amount - fee + giftAmount,
    remark: `LT${orderNo.slice(-4)}`,
    receiptUrl: null,
    payee: channel.payee,
    crypto: null,
    payUrl: null,
    createTime: serverTime(now),
    expireTime: serverTime(now + DEPOSIT_EXPIRY_MS),
    rejectReason: null,
    ...input.extra(orderNo),
  };
  const stored = await db.depositOrders.create(record);
  await startTimeline(stored);
  return ok(orderForAnswer(stored, textLanguageOf(request)));
}

const channelOf = (id: number) => findDepositChannel(id);

function ownOrder(memberId: number, orderNo: string) {
  return db.depositOrders.findFirst((q) => q.where({ memberId, orderNo }));
}

export const depositOrderHandlers = [
  memberRoute<never, never, DepositOrderResponse>(DEPOSIT_ORDER_ROUTES.order, async ({ request, auth }) => {
    const body = await parseBody(request, DepositOrderRequest);
    const channel = body && channelOf(body.channelId);
    const input = body && channel ? { channel, amount: body.amount, bankId: body.bankId, extra: () => ({}) } : undefined;
    return create(auth.member, request, input, [1, 2]);
  }),
  memberRoute<never, never, DepositOrderResponse>(DEPOSIT_ORDER_ROUTES.usdtOrder, async ({ request, auth }) => {
    const body = await parseBody(request, UsdtDepositOrderRequest);
    const channel = body && channelOf(body.channelId);
    if (!body || !channel) return create(auth.member, request, undefined, [3]);
    if (!channel.protocols.includes(body.protocol)) return depositFail(DepositCode.channelUnavailable);
    const exchangeRate = usdtRate(channel.currency, 1);
    if (exchangeRate === undefined) return depositFail(DepositCode.rateUnavailable);
    const crypto = { protocol: body.protocol, address: USDT_ADDRESSES[body.protocol], usdtAmount: body.usdtAmount, exchangeRate };
    const input = { channel, amount: Math.round(body.usdtAmount * exchangeRate), extra: () => ({ crypto, remark: '' }) };
    return create(auth.member, request, input, [3]);
  }),
  memberRoute<never, never, DepositOrderResponse>(DEPOSIT_ORDER_ROUTES.c2cOrder, async ({ request, auth }) => {
    const body = await parseBody(request, C2cDepositOrderRequest);
    const channel = body && channelOf(body.channelId);
    const input = body && channel ? { channel, amount: body.amount, bankId: body.bankId, extra: () => ({ status: 8 as const, payee: null }) } : undefined;
    return create(auth.member, request, input, [4]);
  }),
  memberRoute<never, never, EmptyResponse>(DEPOSIT_ORDER_ROUTES.receipt, async ({ request, auth }) => {
    await settleDueDeposits(auth.member.id);
    const body = await parseBody(request, DepositUploadRequest);
    const order = body && ownOrder(auth.member.id, body.orderNo);
    if (!body || !order) return depositFail(DepositCode.orderNotFound);
    if (order.status !== 0 && order.status !== 2) return depositFail(DepositCode.orderClosed);
    const memberId = auth.member.id;
    if (!db.uploadedImages.findFirst((q) => q.where({ url: body.receiptUrl, memberId }))) return depositFail(DepositCode.imageRejected);
    await receiptReceived(order, body.receiptUrl);
    return ok(null);
  }),
  memberRoute<never, never, EmptyResponse>(DEPOSIT_ORDER_ROUTES.cancel, async ({ request, auth }) => {
    await settleDueDeposits(auth.member.id);
    const body = await parseBody(request, DepositOrderNoRequest);
    const order = body && ownOrder(auth.member.id, body.orderNo);
    if (!order) return depositFail(DepositCode.orderNotFound);
    if (order.status !== 0 && order.status !== 8) return depositFail(DepositCode.notCancellable);
    await cancelled(order);
    return ok(null);
  }),
];
