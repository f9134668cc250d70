// Sports-provider reserve (target-odds) bets: placing one (at most 10 open per member), the open and failed lists,
// and cancelling. A reserve turns into a real bet when its selection reaches the target odds (bet-placing-reserve-store).
import type {
  BooleanResponse,
  ReserveBetResponse,
  ReserveListResponse,
  ReserveOrder,
  ReserveSummary,
} from '@/shared/api/generated/sports/model';
import {
  ReserveBetRequest,
  ReserveCancelRequest,
  ReserveListRequest,
} from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import type { SportsReserve } from '../db/sports-order-collections';
import { override, route } from './routes';
import { sportsFail, sportsOk } from './sports-envelope';
import { stakeRefusal } from './safer-gambling-rules';
import { MERCHANT, MERCHANT_UTC_OFFSET_MS } from './sports-merchant';
import { MAX_QUERY_DAYS } from './bet-placing';
import { OrderCode, orderFail } from './bet-placing-codes';
import { asMember, sportsPost } from './sports-route';
import { adjustBalance, MIN_STAKE, providerBalance, providerCurrencyOf, round2, selectionState, walletUnit } from './bet-placing-market';
import { legOf } from './bet-placing-store';
import { fillReserves, isOpenReserve, MAX_OPEN_RESERVES, nextReserveId } from './bet-placing-reserve-store';

/** Highest target a reserve may ask for, as a multiple of the odds offered now. */
export const MAX_TARGET_FACTOR = 2;

/** "yyyy-MM-dd HH:mm:ss" in the merchant's time zone -> epoch ms (NaN when it is not a real time). */
export function merchantTime(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  const valid = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return valid ? utc - MERCHANT_UTC_OFFSET_MS : Number.NaN;
}

function reserveView(reserve: SportsReserve): ReserveOrder {
  const { memberId: _m, matchId: _match, marketId: _market, optionType: _type, target: _target, orderId: _order, endedAt: _ended, ...view } = reserve;
  return view;
}

function summaries(reserves: readonly SportsReserve[]): ReserveSummary[] {
  const byCurrency = new Map<number, ReserveSummary>();
  for (const reserve of reserves) {
    const cid = reserve.cid ?? 1000;
    const entry = byCurrency.get(cid) ?? { cid, ct: 0, sa: 0, mw: 0 };
    entry.ct = (entry.ct ?? 0) + 1;
    entry.sa = round2((entry.sa ?? 0) + reserve.sat);
    entry.mw = round2((entry.mw ?? 0) + reserve.sat * (reserve.target - 1));
    byCurrency.set(cid, entry);
  }
  return [...byCurrency.values()];
}

const DAY = 24 * 3_600_000;

const listReserves = asMember<typeof ReserveListRequest, ReserveListResponse>(ReserveListRequest, async ({ memberId, body }) => {
  const { isFailed, startTime, endTime } = body;
  const now = Date.now();
  await fillReserves(memberId, now);
  const mine = db.sportsReserves.findMany((q) => q.where({ memberId }), { orderBy: { cte: 'desc' } });
  let found: SportsReserve[];
  if (!isFailed) {
    found = mine.filter(isOpenReserve);
  } else {
    if (startTime === undefined || endTime === undefined) return orderFail(OrderCode.badParameter, 'startTime and endTime are required for failed reserves');
    const [from, to] = [merchantTime(startTime), merchantTime(endTime)];
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) return orderFail(OrderCode.badParameter, 'startTime/endTime');
    if (to - from > MAX_QUERY_DAYS * DAY) return orderFail(OrderCode.spanTooLong);
    found = mine.filter((r) => (r.rst === 2 || r.rst === 3) && (r.endedAt ?? r.cte) >= from && (r.endedAt ?? r.cte) <= to);
  }
  return sportsOk({ ods: found.map(reserveView), sts: summaries(found) });
});

export const sportsReserveHandlers = [
  route<never, never, ReserveBetResponse>(
    sportsPost('/v1/order/reserve/bet'),
    asMember(ReserveBetRequest, async ({ memberId, body }) => {
      const { unitStake, betOptionList, pay = 1 } = body;
      const [choice] = betOptionList;
      if (!choice || betOptionList.length > 1) return orderFail(OrderCode.badParameter, 'a reserve bet takes one selection');
      if (choice.oddsFormat !== 1) return orderFail(OrderCode.reserveOddsFormat);
      const now = Date.now();
      await fillReserves(memberId, now);
      const open = db.sportsReserves.findMany((q) => q.where({ memberId })).filter(isOpenReserve);
      if (open.length >= MAX_OPEN_RESERVES) return orderFail(OrderCode.reserveLimit);
      const state = selectionState(choice.marketId, choice.optionType);
      if (state.state === 'closed' || state.selection.movedFrom !== undefined) return orderFail(OrderCode.marketClosed);
      const current = state.selection.option.od;
      const target = round2(choice.odds);
      if (state.state === 'open' && target <= current) return orderFail(OrderCode.oddsLevel);
      if (state.state === 'open' && target > round2(current * MAX_TARGET_FACTOR)) return orderFail(OrderCode.oddsAboveCap);
      if (unitStake < MIN_STAKE) return orderFail(OrderCode.belowMinStake);
      if (unitStake > providerBalance(memberId)) return orderFail(OrderCode.balance);
      const limited = stakeRefusal(memberId, unitStake * walletUnit(memberId));
      if (limited) return sportsFail(limited.code, limited.texts);
      const { match, market, option } = state.selection;
      const reserve = await db.sportsReserves.create({
        id: nextReserveId(),
        sat: unitStake,
        cte: now,
        rst: 0,
        cid: providerCurrencyOf(memberId),
        p: pay,
        ...(body.relatedId === undefined ? {} : { rid: body.relatedId }),
        ops: [legOf(state.selection, target, 1)],
        memberId,
        matchId: match.id,
        marketId: market.id,
        optionType: option.ty,
        target,
      });
      if (pay === 2) await adjustBalance(memberId, -unitStake, 'bet', reserve.id);
      return sportsOk({ id: reserve.id, st: 0 as const });
    }, { before: () => (MERCHANT.reserveBetEnabled ? undefined : orderFail(OrderCode.reserveOff)) }),
  ),

  route<never, never, ReserveListResponse>(sportsPost('/v1/order/reserve/betList'), listReserves),
  // The provider serves the same list under its newer path too (not a separate operation of the contract).
  override<never, never, ReserveListResponse>({ method: 'POST', path: '/v1/order/new/reserve/betList' }, listReserves),

  route<never, never, BooleanResponse>(
    sportsPost('/v1/order/reserve/cancel'),
    asMember(ReserveCancelRequest, async ({ memberId, body }) => {
      const now = Date.now();
      await fillReserves(memberId, now);
      const reserve = db.sportsReserves.findFirst((q) => q.where({ memberId, id: body.reserveId }));
      if (!reserve) return orderFail(OrderCode.reserveMissing);
      if (reserve.rst !== 0) return orderFail(OrderCode.cancelFailed);
      await db.sportsReserves.update((q) => q.where({ id: reserve.id }), {
        data: (draft) => {
          draft.rst = 3;
          draft.fr = 1;
          draft.endedAt = now;
        },
      });
      if (reserve.p === 2) await adjustBalance(memberId, reserve.sat, 'betRefund', reserve.id);
      return sportsOk(true);
    }),
  ),
];
