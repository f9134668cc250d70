import type { SubGameRound } from '@/shared/api/generated/main/model';

/**
 * The dice round as the player sees it: the phase and the seconds left by the server's clock (the device's clock may
 * be off, so the offset between the two, measured when the game was read, is applied), and the stake rules.
 */

export type RoundPhase = 'betting' | 'rolling' | 'settled';

/** The server's time now, from the server time a reading carried and when the device received it. */
export const serverNow = (serverTime: number, receivedAt: number, deviceNow: number): number => serverTime + (deviceNow - receivedAt);

export function phaseAt(round: Pick<SubGameRound, 'bettingEndsAt' | 'settlesAt'>, now: number): RoundPhase {
  if (now < round.bettingEndsAt) return 'betting';
  return now < round.settlesAt ? 'rolling' : 'settled';
}

/** Whole seconds until the phase changes (betting: until bets close; rolling: until the dice show; settled: next round). */
export function secondsLeft(round: Pick<SubGameRound, 'bettingEndsAt' | 'settlesAt' | 'nextRoundAt'>, now: number): number {
  const phase = phaseAt(round, now);
  const until = phase === 'betting' ? round.bettingEndsAt : phase === 'rolling' ? round.settlesAt : round.nextRoundAt;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export type StakeProblem = 'empty' | 'notANumber' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** The stake typed, or why it cannot be placed (limits of the game, then the balance when known). */
export function checkStake(text: string, limits: { min: number; max: number }, balance: number | null): { amount: number } | { problem: StakeProblem } {
  const cleaned = text.replace(/[\s,.]/g, '');
  if (cleaned === '') return { problem: 'empty' };
  if (!/^\d+$/.test(cleaned)) return { problem: 'notANumber' };
  const amount = Number(cleaned);
  if (amount < limits.min) return { problem: 'belowMin' };
  if (amount > limits.max) return { problem: 'aboveMax' };
  if (balance !== null && amount > balance) return { problem: 'aboveBalance' };
  return { amount };
}

/** A new id for one stake: a repeated send of the same stake carries it, so the server takes the stake once. */
export function newRequestId(now: number, random: () => number = Math.random): string {
  return `sg-${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
}
