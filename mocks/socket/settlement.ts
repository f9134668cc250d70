// What the live simulator's pushes mean for bets: a match that ended (matchStatus ms 0) settles the bets on it and
// pays them; odds that moved may fill the reserves waiting on those matches. The hub runs this on every batch of
// pushes before it delivers them, so a client that hears "full time" and then reads its bets finds them settled.
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { fillReserves } from '../handlers/bet-placing-reserve-store';
import { settleMatch } from '../handlers/sports-settlement';

/** Fills the waiting reserves on these matches (their owners' reserves are brought up to date with the odds). */
export async function fillReservesOn(matchIds: ReadonlySet<number>, now: number): Promise<void> {
  if (matchIds.size === 0) return;
  const waiting = db.sportsReserves.findMany((q) => q.where({ rst: 0 })).filter((reserve) => matchIds.has(reserve.matchId));
  for (const owner of new Set(waiting.map((reserve) => reserve.memberId))) await fillReserves(owner, now);
}

/**
 * Applies a batch of pushes to the bets: settles the matches that ended and fills reserves on the matches whose
 * odds changed. `now` is the request clock (orders are timed on it). Returns the ids of the orders paid out.
 */
export async function applyToBets(messages: readonly ServerMessage[], now: number): Promise<string[]> {
  const ended = new Set<number>();
  const moved = new Set<number>();
  for (const message of messages) {
    if (message.businessType === 'matchStatus' && message.businessContent.ms === 0) ended.add(message.businessContent.matchId);
    if (message.businessType === 'oddsChange') moved.add(message.businessContent.matchId);
  }
  const paid: string[] = [];
  for (const matchId of ended) paid.push(...(await settleMatch(matchId, now)));
  await fillReservesOn(moved, now);
  return paid;
}
