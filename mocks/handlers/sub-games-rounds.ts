// The dice rounds of a room's game, on the mock clock: round n runs from n × ROUND_MS, takes stakes for BETTING_MS,
// rolls for ROLLING_MS and shows its dice until the next round. The dice of a round come from the seed, the game
// and the round number, so everyone sees the same roll whenever they ask.
import type { SubGameRound, SubGameRoundResult } from '@/shared/api/generated/main/model';
import { mix } from '../socket/room-chat-lines';

export const ROUND_MS = 30_000;
export const BETTING_MS = 20_000;
export const ROLLING_MS = 5_000;
/** Decimal odds of big and of small. */
export const DICE_ODDS = 1.95;
export const STAKE_LIMITS = { min: 10_000, max: 5_000_000 } as const;
const HISTORY = 10;

export const roundNoAt = (now: number): number => Math.floor(now / ROUND_MS);

/** The dice of round `roundNo` of game `gameId`, and what they make. */
export function rollOf(seed: number, gameId: number, roundNo: number): SubGameRoundResult {
  const die = (k: number) => (mix(seed, gameId, roundNo, k) % 6) + 1;
  const dice = [die(1), die(2), die(3)];
  const total = dice.reduce((sum, value) => sum + value, 0);
  const triple = dice.every((value) => value === dice[0]);
  return { roundNo, dice, total, outcome: triple ? 'triple' : total >= 11 ? 'big' : 'small' };
}

export function roundAt(seed: number, gameId: number, now: number): SubGameRound {
  const roundNo = roundNoAt(now);
  const start = roundNo * ROUND_MS;
  const bettingEndsAt = start + BETTING_MS;
  const settlesAt = bettingEndsAt + ROLLING_MS;
  const state = now < bettingEndsAt ? 'betting' : now < settlesAt ? 'rolling' : 'settled';
  return { roundNo, state, bettingEndsAt, settlesAt, nextRoundAt: start + ROUND_MS, result: state === 'settled' ? rollOf(seed, gameId, roundNo) : null };
}

/** The last settled rounds, newest first (the current one once it has settled). */
export function historyAt(seed: number, gameId: number, now: number): SubGameRoundResult[] {
  const current = roundAt(seed, gameId, now);
  const newest = current.state === 'settled' ? current.roundNo : current.roundNo - 1;
  return Array.from({ length: HISTORY }, (_, k) => rollOf(seed, gameId, newest - k));
}

/** What a stake on `option` pays back once round `roll` has settled (stake included). */
export const payoutOf = (option: 'big' | 'small', amount: number, roll: SubGameRoundResult): number =>
  roll.outcome === option ? Math.round(amount * DICE_ODDS * 100) / 100 : 0;
