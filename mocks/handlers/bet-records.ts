// Sports-provider bet history: the member's bets, settled or open, in a time range, one page at a time with the
// totals per currency. Reserves that can be filled and bets that are due are settled first, so the list agrees with
// the balance.
import type { BetListResponse, BetSummary } from '@/shared/api/generated/sports/model';
import { BetListRequest } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import type { SportsOrder } from '../db/sports-order-collections';
import { sportLanguage } from '../seed/sports-texts';
import { route } from './routes';
import { localiseBet, nameBook } from './sport-language-localise';
import { sportsOk } from './sports-envelope';
import { OrderCode, orderFail } from './bet-placing-codes';
import { round2 } from './bet-placing-market';
import { betView, ordersOf, statusAt } from './bet-placing-store';
import { asMember, sportsPost } from './sports-route';
import { fillReserves } from './bet-placing-reserve-store';
import { settleDueOrders } from './sports-settlement';

const DAY = 24 * 3_600_000;
/** Longest time range the bet history accepts. */
export const MAX_QUERY_DAYS = 31;

const SETTLED = new Set([2, 3, 5]);

function timeOf(order: SportsOrder, timeType: 1 | 2): number {
  if (timeType === 1) return order.cte;
  return order.stm ?? order.ct ?? order.cte;
}

function summaries(orders: readonly SportsOrder[]): BetSummary[] {
  const byCurrency = new Map<number, BetSummary>();
  for (const order of orders) {
    const cid = order.cid ?? 1000;
    const entry = byCurrency.get(cid) ?? { cid, ct: 0, sa: 0, pa: 0, cwl: 0 };
    entry.ct = (entry.ct ?? 0) + 1;
    entry.sa = round2((entry.sa ?? 0) + order.sat);
    entry.pa = round2((entry.pa ?? 0) + (order.sa ?? 0));
    entry.cwl = round2((entry.cwl ?? 0) + (order.uwl ?? 0));
    byCurrency.set(cid, entry);
  }
  return [...byCurrency.values()];
}

export const betListHandlers = [
  route<never, never, BetListResponse>(
    sportsPost('/v1/order/new/bet/list'),
    asMember(BetListRequest, async ({ memberId, body: query }) => {
      const now = Date.now();
      await fillReserves(memberId, now);
      await settleDueOrders(now, memberId);
      const { startTime, endTime } = query;
      const ranged = query.isSettled || query.unsettledAllowTimeRange === true;
      if (query.isSettled && (startTime === undefined || endTime === undefined)) {
        return orderFail(OrderCode.badParameter, 'startTime and endTime are required for settled bets');
      }
      if (startTime !== undefined && endTime !== undefined) {
        if (endTime < startTime) return orderFail(OrderCode.badParameter, 'endTime is before startTime');
        if (endTime - startTime > MAX_QUERY_DAYS * DAY) return orderFail(OrderCode.spanTooLong);
      }
      const timeType = query.timeType ?? (query.isSettled ? 2 : 1);
      const found = ordersOf(memberId).filter((order) => {
        if (SETTLED.has(statusAt(order, now)) !== query.isSettled) return false;
        if (ranged && startTime !== undefined && timeOf(order, timeType) < startTime) return false;
        if (ranged && endTime !== undefined && timeOf(order, timeType) > endTime) return false;
        if (query.isCashout === true && (order.coc ?? 0) === 0) return false;
        const types = query.matchTypes;
        return !types || types.length === 0 || order.ops.some((leg) => types.includes(leg.mtp ?? 2));
      });
      const start = (query.current - 1) * query.size;
      const book = nameBook(sportLanguage(query.languageType));
      return sportsOk({
        current: query.current,
        size: query.size,
        total: found.length,
        records: found.slice(start, start + query.size).map((order) => localiseBet(betView(order, now), book)),
        sts: summaries(found),
      });
    }),
  ),
];
