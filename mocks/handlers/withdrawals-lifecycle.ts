// The withdrawal lifecycle with simulated time. Creating an order holds its amount (a 'withdraw' ledger entry);
// then the order moves on by the time passed since: in review (0) → paying out (1) → paid (2), or for EBPay paid
// and awaiting the member's confirmation of receipt (4, confirmOrder → 2). A returned order (3) gives the amount
// back ('withdrawReturn'). Orders move when they are read (status, getOrder) and at once by advanceWithdrawOrder.
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { WITHDRAW_RETURN_REMARK, WITHDRAW_RETURN_REMARKS, withdrawChannelDefinition } from '../seed/withdrawals';
import { postLedgerEntry } from './ledger';
import type { TextLanguage } from './text-language';

/** How long an order stays in review, then how long paying out takes (milliseconds of simulated time). */
export const WITHDRAW_TIMING = { reviewMs: 20_000, largeReviewMs: 120_000, payoutMs: 40_000 } as const;

export type WithdrawOrderStatus = WithdrawOrder['orderStatus'];
export type WithdrawOutcome = 'paid' | 'returned' | 'success' | 'rejected';

/** Forward order of the open statuses; 2 and 3 are closed and never change again. */
const RANK: Record<WithdrawOrderStatus, number> = { 0: 0, 1: 1, 4: 2, 2: 3, 3: 3 };
export const isClosedWithdrawStatus = (status: number): boolean => status === 2 || status === 3;

type OrderRecord = WithdrawOrder & { memberId: number };

/** An order as answered: without its owner, the channel name and the return remark in `language` (stored in Vietnamese). */
export function withdrawOrderForAnswer({ memberId: _owner, ...order }: OrderRecord, language: TextLanguage): WithdrawOrder {
  const channelName = withdrawChannelDefinition(order.channelId)?.names[language] ?? order.channelName;
  const remark = order.remark === WITHDRAW_RETURN_REMARK ? WITHDRAW_RETURN_REMARKS[language] : order.remark;
  return { ...order, channelName, remark };
}

/** Stores a new order, holds its amount in the ledger and starts its clock. */
export async function holdWithdrawal(order: OrderRecord, now: number, large: boolean): Promise<void> {
  await db.withdrawOrders.create(order);
  await postLedgerEntry({ memberId: order.memberId, kind: 'withdraw', amount: -order.amount, orderNo: order.orderNo, remark: order.channelName ?? '', time: now });
  await db.withdrawTimelines.create({ orderNo: order.orderNo, memberId: order.memberId, createdAt: now, large });
}

/** The status the clock gives an order created at `createdAt`. */
export function scheduledStatus(withdrawType: number, createdAt: number, large: boolean, now: number): WithdrawOrderStatus {
  const elapsed = now - createdAt;
  const review = large ? WITHDRAW_TIMING.largeReviewMs : WITHDRAW_TIMING.reviewMs;
  if (elapsed < review) return 0;
  if (elapsed < review + WITHDRAW_TIMING.payoutMs) return 1;
  return withdrawType === 3 ? 4 : 2;
}

async function setStatus(order: OrderRecord, status: WithdrawOrderStatus, now: number): Promise<void> {
  const returned = status === 3;
  await db.withdrawOrders.update((q) => q.where({ orderNo: order.orderNo }), {
    data: (draft) => {
      draft.orderStatus = status;
      draft.updateTime = formatServerTime(now);
      if (returned) draft.remark = WITHDRAW_RETURN_REMARK;
    },
  });
  if (returned) {
    await postLedgerEntry({ memberId: order.memberId, kind: 'withdrawReturn', amount: order.amount, orderNo: order.orderNo, remark: WITHDRAW_RETURN_REMARK, time: now });
  }
}

/** Moves the member's orders on to where their clocks say they are (forward only). */
export async function advanceDueWithdrawOrders(memberId: number, now: number = Date.now()): Promise<void> {
  for (const timeline of db.withdrawTimelines.findMany((q) => q.where({ memberId }))) {
    const order = db.withdrawOrders.findFirst((q) => q.where({ orderNo: timeline.orderNo }));
    if (!order || isClosedWithdrawStatus(order.orderStatus)) continue;
    const due = scheduledStatus(order.withdrawType, timeline.createdAt, timeline.large, now);
    if (RANK[due] > RANK[order.orderStatus]) await setStatus(order, due, now);
  }
}

/**
 * Moves a withdrawal on at once (the mock controls): 'paid' (default; 'success' is the same) pays it out — an EBPay
 * order first awaits the member's confirmation (4), a second 'paid' completes it (2); 'returned' ('rejected')
 * refuses it and gives the amount back. A closed order stays as it is. Throws for an unknown order number.
 */
export async function advanceWithdrawOrder(orderNo: string, outcome: WithdrawOutcome = 'paid'): Promise<{ orderNo: string; status: number }> {
  const order = db.withdrawOrders.findFirst((q) => q.where({ orderNo }));
  if (!order) throw new Error(`No withdrawal order ${orderNo}`);
  if (isClosedWithdrawStatus(order.orderStatus)) return { orderNo, status: order.orderStatus };
  const returned = outcome === 'returned' || outcome === 'rejected';
  const next: WithdrawOrderStatus = returned ? 3 : order.withdrawType === 3 && order.orderStatus !== 4 ? 4 : 2;
  await setStatus(order, next, Date.now());
  return { orderNo, status: next };
}

/** The member confirms that the money of an order awaiting confirmation (4) arrived: it completes (2). */
export async function confirmWithdrawReceipt(memberId: number, orderNo: string, now: number = Date.now()): Promise<OrderRecord | 'not-found' | 'not-awaiting'> {
  await advanceDueWithdrawOrders(memberId, now);
  const order = db.withdrawOrders.findFirst((q) => q.where({ memberId, orderNo }));
  if (!order) return 'not-found';
  if (order.orderStatus !== 4) return 'not-awaiting';
  await setStatus(order, 2, now);
  return db.withdrawOrders.findFirst((q) => q.where({ orderNo }), { strict: true });
}
