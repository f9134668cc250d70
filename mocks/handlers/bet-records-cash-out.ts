// Sports-provider cash-out: offers for open bets priced from the current odds of their legs, cash-outs of part or
// all of the remaining stake (at most 5 per bet) paid into the member's wallet, and the status of cash-outs, which
// are confirmed a few seconds after they are made.
import type { HttpResponseResolver } from 'msw';
import type {
  CashOutBetResponse,
  CashOutPriceResponse,
  CashOutQuote,
  CashOutRecord,
  CashOutRecordsResponse,
} from '@/shared/api/generated/sports/model';
import {
  CashOutBetRequest,
  CashOutPriceRequest,
  CashOutsByIdsRequest,
} from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import type { SportsCashOut, SportsOrder } from '../db/sports-order-collections';
import { route } from './routes';
import { sportsOk } from './sports-envelope';
import { OrderCode, orderFail } from './bet-placing-codes';
import { asMember, sportsPost } from './sports-route';
import { adjustBalance, MIN_STAKE, round2, selectionState } from './bet-placing-market';
import { findOrder, nextId, statusAt } from './bet-placing-store';

/** Most cash-outs per bet, most running at once, and the share of the fair value the provider pays. */
export const MAX_CASH_OUTS = 5;
export const MAX_CONCURRENT_CASH_OUTS = 3;
const CASH_OUT_MARGIN = 0.95;
export const CASH_OUT_CONFIRM_MS = 3_000;
const CASH_OUT_ID_BASE = '7700128800';

const remainingStake = (order: SportsOrder): number => round2(order.sat - (order.cots ?? 0));

const running = (memberId: number, orderId: string, now: number): SportsCashOut | undefined =>
  db.sportsCashOuts.findMany((q) => q.where({ memberId, orderId })).find((cashOut) => cashOut.confirmAt > now);

/**
 * What the remaining stake of a bet is worth now: the stake times the odds taken over the odds offered now (the
 * product over the legs), less the provider's margin, never more than the bet could still return. 0 when a leg's
 * market is closed or locked, or the bet cannot be cashed out.
 */
export function cashOutValue(order: SportsOrder): number {
  const stake = remainingStake(order);
  if (stake <= 0 || order.co === 0 || order.co === false || (order.coc ?? 0) >= MAX_CASH_OUTS) return 0;
  let ratio = 1;
  for (const leg of order.ops) {
    const state = selectionState(Number(leg.mrid), leg.ty, Number(leg.mid));
    if (state.state !== 'open') return 0;
    ratio *= leg.od / state.selection.option.od;
  }
  const maxReturn = order.mla === undefined ? Infinity : (order.mla * stake) / order.sat;
  return round2(Math.min(stake * ratio * CASH_OUT_MARGIN, maxReturn));
}

function quoteOf(order: SportsOrder, memberId: number, now: number): CashOutQuote {
  const st = statusAt(order, now);
  const base = { oid: order.id, smis: MIN_STAKE, pmis: MIN_STAKE, rcs: '0' };
  if (st !== 4) return { ...base, amt: 0, st };
  if (running(memberId, order.id, now)) return { ...base, amt: 0, st: 102 };
  return { ...base, amt: cashOutValue(order), st: 4 };
}

function cashOutView(record: SportsCashOut, now: number): CashOutRecord {
  const { memberId: _member, confirmAt, parlay: _parlay, unitPayout: _unit, ...view } = record;
  return now < confirmAt ? { ...view, orderStatus: 0 } : view;
}

/** Records a cash-out and applies it: pays the member, lowers the bet's stake, settles it when nothing is left. */
async function applyCashOut(order: SportsOrder, stake: number, unit: number, parlay: boolean, now: number): Promise<SportsCashOut> {
  const payout = round2(stake * unit);
  const record = await db.sportsCashOuts.create({
    id: nextId(db.sportsCashOuts.all().map((c) => c.id), CASH_OUT_ID_BASE),
    createTime: now,
    cashOutStake: stake,
    cashOutPayoutStake: payout,
    cashOutProfitStake: round2(payout - stake),
    orderStatus: 4,
    cancelTime: null,
    remark: null,
    cancelReasonCode: null,
    cancelCashOutAmountTo: null,
    orderId: order.id,
    currencyId: order.cid ?? 1000,
    exchangeRate: order.exr ?? 1,
    memberId: order.memberId,
    confirmAt: now + CASH_OUT_CONFIRM_MS,
    parlay,
    unitPayout: unit,
  });
  const left = round2(remainingStake(order) - stake);
  const share = left / remainingStake(order);
  await db.sportsOrders.update((q) => q.where({ id: order.id }), {
    data: (bet) => {
      bet.cots = round2((bet.cots ?? 0) + stake);
      bet.cops = round2((bet.cops ?? 0) + payout);
      bet.coc = (bet.coc ?? 0) + 1;
      bet.mt = now;
      bet.crl = [...(bet.crl ?? []), { id: record.id, ct: now, cst: stake, cops: payout, st: 4, unps: unit, oid: order.id }];
      bet.mla = round2((bet.mla ?? 0) * share);
      bet.mwa = round2((bet.mwa ?? 0) * share);
      bet.lwa = round2((bet.lwa ?? 0) * share);
      if (left <= 0) {
        bet.st = 5;
        bet.stm = now;
        bet.sa = bet.cops;
        bet.uwl = round2(bet.cops - bet.sat);
      }
    },
  });
  await adjustBalance(order.memberId, payout, 'cashOut', order.id);
  return record;
}

/** cashOut/price: a quote per bet asked about (amt 0 when it cannot be cashed out now). */
export const priceCashOuts: HttpResponseResolver<never, never, CashOutPriceResponse> = asMember(CashOutPriceRequest, ({ memberId, body }) => {
  const now = Date.now();
  const orders = body.orderIds.flatMap((id) => findOrder(memberId, id) ?? []);
  if (orders.length === 0) return orderFail(OrderCode.orderMissing);
  return sportsOk({ mxc: MAX_CONCURRENT_CASH_OUTS, pr: orders.map((order) => quoteOf(order, memberId, now)) });
});

export const sportsCashOutHandlers = [
  route<never, never, CashOutPriceResponse>(sportsPost('/v1/order/cashOut/price'), priceCashOuts),

  route<never, never, CashOutBetResponse>(
    sportsPost('/v1/order/cashOut/bet'),
    asMember(CashOutBetRequest, async ({ memberId, body }) => {
      const { orderId, cashOutStake, unitCashOutPayoutStake, acceptOddsChange, parlay } = body;
      const now = Date.now();
      const order = findOrder(memberId, orderId);
      if (!order) return orderFail(OrderCode.orderMissing);
      if (parlay !== (order.sert === 1)) return orderFail(OrderCode.badParameter, 'parlay does not match the bet');
      const st = statusAt(order, now);
      if (st === 0 || st === 1) return orderFail(OrderCode.notConfirmed);
      if ((order.coc ?? 0) >= MAX_CASH_OUTS) return orderFail(OrderCode.tooManyCashOuts);
      if (running(memberId, order.id, now)) return orderFail(OrderCode.cashOutRunning);
      const value = st === 4 ? cashOutValue(order) : 0;
      if (value <= 0) return orderFail(OrderCode.cashOutUnavailable);
      const remaining = remainingStake(order);
      if (cashOutStake > remaining) return orderFail(OrderCode.badCashOutStake, `at most ${remaining}`);
      if (cashOutStake < MIN_STAKE && cashOutStake !== remaining) return orderFail(OrderCode.cashOutBelowMin);
      const unit = Math.round((value / remaining) * 10_000) / 10_000;
      if (unit < unitCashOutPayoutStake && !acceptOddsChange) return orderFail(OrderCode.returnChanged);
      const record = await applyCashOut(order, cashOutStake, unit, parlay, now);
      return sportsOk({ id: record.id, st: 0 as const });
    }),
  ),

  route<never, never, CashOutRecordsResponse>(
    sportsPost('/v1/order/getCashOutsByIds'),
    asMember(CashOutsByIdsRequest, ({ memberId, body }) => {
      const now = Date.now();
      const records = body.ids.flatMap((id) => db.sportsCashOuts.findFirst((q) => q.where({ memberId: memberId, id })) ?? []);
      return sportsOk(records.map((record) => cashOutView(record, now)));
    }),
  ),
];
