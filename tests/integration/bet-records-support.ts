// Bet-records set-ups shared by the jsdom tests and the stories: more settled bets than one page holds, an open
// reserve bet, and the member's wallet as the mock keeps it.
import { db } from '@mocks/db';
import { adjustBalance, selectionState } from '@mocks/handlers/bet-placing-market';
import { legOf, nextOrderId } from '@mocks/handlers/bet-placing-store';
import { nextReserveId } from '@mocks/handlers/bet-placing-reserve-store';
import { ensureSeeded } from '@mocks/seed';

/** lotus888's member id in the seed. */
export const LOTUS_ID = 10001;

/** lotus888's main wallet balance (VND). */
export function walletBalance(memberId = LOTUS_ID): number {
  return db.wallets.findFirst((q) => q.where({ memberId }))?.balance ?? Number.NaN;
}

/** Adds `count` settled bets of today (copies of the newest seeded settled bet) so the settled list pages. */
export async function addSettledBets(count: number, memberId = LOTUS_ID): Promise<void> {
  await ensureSeeded();
  const template = db.sportsOrders
    .findMany((q) => q.where({ memberId, st: 5 }))
    .sort((a, b) => (b.stm ?? 0) - (a.stm ?? 0))[0];
  if (!template) throw new Error('The seed has no settled bet to copy');
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    await db.sportsOrders.create({ ...structuredClone(template), id: nextOrderId(), cte: now - (i + 2) * 60_000, stm: now - (i + 1) * 60_000 });
  }
}

/** Places an open, pre-paid reserve bet for lotus888 on an open selection of an upcoming match (target 1.5× the odds). */
export async function addOpenReserve(memberId = LOTUS_ID, stake = 30): Promise<string> {
  await ensureSeeded();
  for (const match of db.matches.findMany((q) => q.where({ ms: 4, ty: 2, sid: 1 }), { orderBy: { bt: 'asc' } })) {
    const market = match.mg.find((group) => group.mty === 1005)?.mks[0];
    if (!market) continue;
    const state = selectionState(market.id, 1, match.id);
    if (state.state !== 'open') continue;
    const target = Math.round(state.selection.option.od * 150) / 100;
    const reserve = await db.sportsReserves.create({
      id: nextReserveId(),
      sat: stake,
      cte: Date.now(),
      rst: 0,
      cid: 1000,
      p: 2,
      ops: [legOf(state.selection, target, 1)],
      memberId,
      matchId: match.id,
      marketId: market.id,
      optionType: 1,
      target,
    });
    await adjustBalance(memberId, -stake);
    return reserve.id;
  }
  throw new Error('The seed has no open 1X2 selection for a reserve');
}

/** lotus888's settled (or rejected) bets placed in the range, as the settled list asks for them (timeType 1). */
export function settledBetsIn(range: { start: number; end: number }, memberId = LOTUS_ID) {
  return db.sportsOrders
    .findMany((q) => q.where({ memberId }))
    .filter((order) => [2, 3, 5].includes(order.st))
    .filter((order) => {
      return order.cte >= range.start && order.cte <= range.end;
    });
}

/** How many of lotus888's bets placed in the range count in the sums (every one not rejected or cancelled). */
export function countedBetsIn(range: { start: number; end: number }, memberId = LOTUS_ID): number {
  return db.sportsOrders
    .findMany((q) => q.where({ memberId }))
    .filter((order) => order.st !== 2 && order.st !== 3 && order.cte >= range.start && order.cte <= range.end).length;
}
