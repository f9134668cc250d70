// Reserve (target-odds) bets wait until their selection offers the target odds. Whenever the member's bets are
// read, each waiting reserve is checked against the current market: it becomes a real bet (rst 1) when the odds
// reached the target, fails (rst 2) when the market closed or the stake can no longer be paid.
import { db } from '../db';
import type { SportsReserve } from '../db/sports-order-collections';
import { adjustBalance, providerBalance, round2, selectionState } from './bet-placing-market';
import { createSingleOrder, nextId } from './bet-placing-store';

export const MAX_OPEN_RESERVES = 10;
export const RESERVE_ID_BASE = '88012345670000';

/** Waiting (0) and confirming (4) reserves are open. */
export const isOpenReserve = (reserve: SportsReserve): boolean => reserve.rst === 0 || reserve.rst === 4;

export const nextReserveId = (): string => nextId(db.sportsReserves.all().map((r) => r.id), RESERVE_ID_BASE);

async function end(reserve: SportsReserve, change: Partial<SportsReserve>, now: number): Promise<void> {
  await db.sportsReserves.update((q) => q.where({ id: reserve.id }), {
    data: (draft) => {
      Object.assign(draft, change, { endedAt: now });
    },
  });
}

/** Brings the member's waiting reserves up to date with the markets at `now`. */
export async function fillReserves(memberId: number, now: number): Promise<void> {
  const waiting = db.sportsReserves.findMany((q) => q.where({ memberId, rst: 0 }), { orderBy: { cte: 'asc' } });
  for (const reserve of waiting) {
    const found = selectionState(reserve.marketId, reserve.optionType, reserve.matchId);
    const prepaid = reserve.p === 2;
    if (found.state === 'closed') {
      if (prepaid) await adjustBalance(memberId, reserve.sat, 'betRefund', reserve.id);
      await end(reserve, { rst: 2, fr: 4 }, now);
      continue;
    }
    if (found.state !== 'open' || round2(found.selection.option.od) < reserve.target) continue;
    if (!prepaid && providerBalance(memberId) < reserve.sat) {
      await end(reserve, { rst: 2, fr: 3 }, now);
      continue;
    }
    const order = await createSingleOrder({
      memberId,
      selection: found.selection,
      stake: reserve.sat,
      od: reserve.target,
      format: 1,
      oddsChange: 0,
      now,
      fromReserve: true,
    });
    if (!prepaid) await adjustBalance(memberId, -reserve.sat, 'bet', order.id);
    await end(reserve, { rst: 1, p: 2, orderId: order.id }, now);
  }
}
