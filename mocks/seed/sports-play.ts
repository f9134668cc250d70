// What the seeded play of every sport is made of: the state of a match in play, the whole-match period and the
// helpers that draw scores (see sports-live.ts).
import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';

export interface PlayState {
  mc: MatchClock;
  nsg: ScoreGroup[];
  fid?: number;
  ssi?: 1 | 2;
  /** Sport-specific scoreboard (facts: ice hockey, American football, snooker, baseball, handball). */
  sb?: Record<string, unknown>;
  /** Milliseconds since kick-off. */
  elapsedMs: number;
}

/** The period of a score group covering the whole match: soccer 1001, else sport id × 1000 + 1. */
export const wholeMatchPeriod = (sid: number): number => sid * 1000 + 1;

export type Pair = [number, number];
export const sum = (pairs: Pair[]): Pair => pairs.reduce<Pair>((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
export const MINUTE = 60_000;

/** Goals of `minutes` of play at about `perHour` goals per side per hour. */
export const goals = (random: Random, minutes: number, perHour = 0.9): number => {
  let n = 0;
  for (let m = 0; m < minutes; m += 10) if (random.chance(perHour / 6)) n += 1;
  return n;
};
export const pairOf = (random: Random, f: () => number): Pair => [f(), f()];
