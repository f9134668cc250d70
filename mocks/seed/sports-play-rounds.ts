// Seeded play of the sports counted in fixed parts: ice hockey periods, baseball innings, snooker frames and boxing
// rounds (see sports-live.ts).
import type { ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import { goals, MINUTE, pairOf, sum, type Pair, type PlayState } from './sports-play';
import { partPeriod } from './sports-texts';

// --- the rest: ice hockey periods, baseball innings, snooker frames, boxing rounds

export function hockeyLive(random: Random): PlayState {
  const period = random.int(1, 3);
  const seconds = random.int(30, 1170);
  const scores = Array.from({ length: period }, (): Pair => pairOf(random, () => goals(random, 20, 1.5)));
  return {
    mc: { s: seconds, tu: 1, pe: partPeriod(2, period), r: true, tp: 1 },
    nsg: [{ pe: 2001, tyg: 5, sc: sum(scores) }, ...scores.map((sc, i) => ({ pe: partPeriod(2, i + 1), tyg: 5, sc }))],
    fid: period,
    sb: { ihs: random.chance(0.2) ? 1 : 0, ias: random.chance(0.2) ? 1 : 0 },
    elapsedMs: ((period - 1) * 38 * 60 + seconds) * 1000,
  };
}

export function hockeyFinal(random: Random): ScoreGroup[] {
  const scores = Array.from({ length: 3 }, (): Pair => pairOf(random, () => goals(random, 20, 1.5)));
  return [{ pe: 2001, tyg: 5, sc: sum(scores) }, ...scores.map((sc, i) => ({ pe: partPeriod(2, i + 1), tyg: 5, sc }))];
}

export function baseballLive(random: Random): PlayState {
  const inning = random.int(1, 9);
  const runs = Array.from({ length: inning }, (): Pair => pairOf(random, () => (random.chance(0.3) ? random.int(1, 3) : 0)));
  return {
    mc: { pe: partPeriod(7, inning), r: false },
    nsg: [{ pe: 7001, tyg: 5, sc: sum(runs) }, ...runs.map((sc, i) => ({ pe: partPeriod(7, i + 1), tyg: 5, sc }))],
    fid: inning,
    sb: { bs: random.int(0, 3), bb: random.int(0, 2), bo: random.int(0, 2), bbs: [random.int(0, 1), random.int(0, 1), random.int(0, 1)] },
    elapsedMs: inning * 20 * MINUTE,
  };
}

export function baseballFinal(random: Random): ScoreGroup[] {
  const runs = Array.from({ length: 9 }, (): Pair => pairOf(random, () => (random.chance(0.3) ? random.int(1, 3) : 0)));
  const total = sum(runs);
  if (total[0] === total[1]) runs.push(random.chance(0.5) ? [1, 0] : [0, 1]);
  return [{ pe: 7001, tyg: 5, sc: sum(runs) }, ...runs.map((sc, i) => ({ pe: partPeriod(7, i + 1), tyg: 5, sc }))];
}

export function snookerLive(random: Random): PlayState {
  const frames: Pair = [random.int(0, 5), random.int(0, 5)];
  const frame = frames[0] + frames[1] + 1;
  return {
    mc: { pe: partPeriod(16, Math.min(frame, 11)), r: false },
    nsg: [
      { pe: 16001, tyg: 12, sc: frames },
      { pe: partPeriod(16, Math.min(frame, 11)), tyg: 5, sc: pairOf(random, () => random.int(0, 70)) },
    ],
    fid: frame,
    sb: { sv: random.int(1, 2), srr: random.int(0, 15) },
    elapsedMs: frame * 25 * MINUTE,
  };
}

export function snookerFinal(random: Random): ScoreGroup[] {
  const homeWins = random.chance(0.5);
  const loser = random.int(0, 5);
  return [{ pe: 16001, tyg: 12, sc: homeWins ? [6, loser] : [loser, 6] }];
}

export function boxingLive(random: Random): PlayState {
  const round = random.int(1, 12);
  const remaining = random.int(5, 175);
  return {
    mc: { s: remaining, tu: 1, pe: partPeriod(19, round), r: true, tp: 2 },
    nsg: [{ pe: 19001, tyg: 5, sc: [0, 0] }],
    fid: round,
    elapsedMs: ((round - 1) * 240 + 180 - remaining) * 1000,
  };
}

export function boxingFinal(random: Random): ScoreGroup[] {
  const outcome = random.int(0, 9);
  return [{ pe: 19001, tyg: 5, sc: outcome === 0 ? [0, 0] : outcome < 6 ? [1, 0] : [0, 1] }];
}
