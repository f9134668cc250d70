// Settlement in the provider mock: when a match is over, every open bet leg on it gets its outcome (`sr`) and the
// settling score (`rs`); a bet whose last leg is settled gets status 5, its payout (`sa`) and result (`uwl`), and
// the payout goes into the member's wallet. A bet still being confirmed when its match ends is rejected (rj 7) and
// refunded; reserves waiting on the match fail (market settled). The live hub calls this as matches end; the
// member's reads call settleDueOrders so a match that ended without the hub (a reload, a seeded result) is paid too.
import type { BetRecordOption, MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { SportsOrder } from '../db/sports-order-collections';
import { adjustBalance, round2 } from './bet-placing-market';
import { rejectOrders } from './bet-placing-store';
import { fillReserves } from './bet-placing-reserve-store';
import { betReturnPerUnit, legOutcome, SR, settlingScore, VOID_STATUSES, type LegOutcome } from './sports-settlement-rules';

const OUTCOME_OF_SR: Record<number, LegOutcome> = Object.fromEntries(Object.entries(SR).map(([outcome, sr]) => [sr, outcome as LegOutcome]));

/** A match whose legs can be settled: ended (ms 0), cancelled or abandoned. */
const isDecided = (match: MatchRecord): boolean => match.ms === 0 || VOID_STATUSES.has(match.ms);

const isOpenLeg = (leg: BetRecordOption): boolean => (leg.sr ?? 0) === 0;

/** The leg with its outcome on this decided match (unchanged when it belongs to another match or cannot be settled here). */
function settleLeg(leg: BetRecordOption, match: MatchRecord): BetRecordOption {
  if (!isOpenLeg(leg) || Number(leg.mid) !== match.id) return leg;
  if (VOID_STATUSES.has(match.ms)) return { ...leg, sr: SR.void };
  const score = settlingScore(match, leg.mty, leg.pe);
  const outcome = legOutcome(leg, score);
  return outcome === undefined ? leg : { ...leg, sr: SR[outcome], rs: `${score[0]}-${score[1]}` };
}

/**
 * What a bet with every leg settled pays on the stake not cashed out yet: that stake's share of the unit stake
 * times the return per unit of its sub-bets.
 */
export function payoutOf(order: Pick<SportsOrder, 'sat' | 'us' | 'sv' | 'cots'>, legs: readonly BetRecordOption[]): number {
  const outcomes = legs.map((leg) => ({ od: leg.od, outcome: OUTCOME_OF_SR[leg.sr ?? 0] ?? 'void' }));
  const remaining = order.sat - (order.cots ?? 0);
  if (remaining <= 0 || order.sat <= 0) return 0;
  const unitStake = (order.us ?? order.sat) * (remaining / order.sat);
  return round2(unitStake * betReturnPerUnit(outcomes, order.sv ?? legs.length));
}

/** Settles the legs of one order on a decided match; pays the order when it was the last open leg. True when paid. */
async function settleOrder(order: SportsOrder, match: MatchRecord, now: number): Promise<boolean> {
  if (now < order.confirmAt) {
    // The provider answers at once: the bet is rejected now rather than when its confirmation would have come.
    await db.sportsOrders.update((q) => q.where({ id: order.id }), { data: (bet) => void (bet.confirmAt = now) });
    await rejectOrders([order.id], 7);
    return false;
  }
  const ops = order.ops.map((leg) => settleLeg(leg, match));
  const done = ops.every((leg) => !isOpenLeg(leg));
  const payout = done ? payoutOf(order, ops) : 0;
  await db.sportsOrders.update((q) => q.where({ id: order.id }), {
    data: (bet) => {
      bet.ops = ops;
      if (!done) return;
      bet.st = 5;
      bet.stm = now;
      bet.sa = round2((bet.cops ?? 0) + payout);
      bet.uwl = round2(bet.sa - bet.sat);
      bet.lwa = 0;
    },
  });
  if (done && payout > 0) await adjustBalance(order.memberId, payout, 'betPayout', order.id);
  return done;
}

/** Orders of status `st` with an unsettled leg on the match, optionally of one member. */
function ordersWithOpenLegOn(st: 4 | 5, matchId: number, memberId?: number): SportsOrder[] {
  const orders = memberId === undefined ? db.sportsOrders.findMany((q) => q.where({ st })) : db.sportsOrders.findMany((q) => q.where({ st, memberId }));
  return orders.filter((order) => order.ops.some((leg) => isOpenLeg(leg) && Number(leg.mid) === matchId));
}

/**
 * Settles every open leg on a decided match (of every member, or of one) and fails the reserves waiting on it.
 * Returns the ids of the orders paid out.
 */
export async function settleMatch(matchId: number, now: number, memberId?: number): Promise<string[]> {
  const match = db.matches.findFirst((q) => q.where({ id: matchId }));
  if (!match || !isDecided(match)) return [];
  const paid: string[] = [];
  for (const order of ordersWithOpenLegOn(4, matchId, memberId)) if (await settleOrder(order, match, now)) paid.push(order.id);
  // Bets cashed out in full are already paid; their legs still get their outcomes for the records.
  for (const order of ordersWithOpenLegOn(5, matchId, memberId)) {
    const ops = order.ops.map((leg) => settleLeg(leg, match));
    await db.sportsOrders.update((q) => q.where({ id: order.id }), { data: (bet) => void (bet.ops = ops) });
  }
  const waiting = db.sportsReserves.findMany((q) => q.where({ matchId, rst: 0 }));
  for (const owner of new Set(waiting.map((reserve) => reserve.memberId))) await fillReserves(owner, now);
  return paid;
}

/** Settles the open orders (of one member, or everyone's) whose matches are already decided. Returns the ids paid. */
export async function settleDueOrders(now: number, memberId?: number): Promise<string[]> {
  const orders = memberId === undefined ? db.sportsOrders.findMany((q) => q.where({ st: 4 })) : db.sportsOrders.findMany((q) => q.where({ st: 4, memberId }));
  const matchIds = new Set(orders.flatMap((order) => order.ops.filter(isOpenLeg).map((leg) => Number(leg.mid))));
  const paid: string[] = [];
  for (const matchId of matchIds) {
    const match = db.matches.findFirst((q) => q.where({ id: matchId }));
    if (match && isDecided(match)) paid.push(...(await settleMatch(matchId, now, memberId)));
  }
  return paid;
}
