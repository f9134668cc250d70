// Clock, score and scoreboard of a seeded match: not started, live at a random point of play, or finished with the
// scores of every period. Soccer and basketball use the provider's period codes (facts 4.6/4.7); the other sports
// number their parts sport id × 1000 + 1 + n (sports-texts partPeriod), the whole match sport id × 1000 + 1.
import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import { endedPeriod, partPeriod } from './sports-texts';

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

/** The period code of a match that has not started: soccer 1001, basketball 3001, tennis 5001, ... */
export const notStartedPeriod = (sid: number): number => sid * 1000 + 1;

export function notStarted(sid: number): PlayState {
  return { mc: { pe: notStartedPeriod(sid) }, nsg: [], elapsedMs: 0 };
}

/** The period of a score group covering the whole match: soccer 1001, else sport id × 1000 + 1. */
export const wholeMatchPeriod = (sid: number): number => sid * 1000 + 1;

type Pair = [number, number];
const sum = (pairs: Pair[]): Pair => pairs.reduce<Pair>((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
const MINUTE = 60_000;

/** Goals of `minutes` of play at about `perHour` goals per side per hour. */
const goals = (random: Random, minutes: number, perHour = 0.9): number => {
  let n = 0;
  for (let m = 0; m < minutes; m += 10) if (random.chance(perHour / 6)) n += 1;
  return n;
};
const pairOf = (random: Random, f: () => number): Pair => [f(), f()];

// --- soccer-like: two halves counting up (soccer, e-football, rugby, handball)

const HALF_MINUTES: Record<number, number> = { 1: 45, 177: 4, 4: 40, 8: 30 };
const GOALS_PER_HOUR: Record<number, number> = { 1: 0.9, 177: 6, 4: 20, 8: 28 };

function halves(sid: number, random: Random, minute: number): { first: Pair; second: Pair } {
  const half = HALF_MINUTES[sid] ?? 45;
  const rate = GOALS_PER_HOUR[sid] ?? 1;
  const first = pairOf(random, () => goals(random, Math.min(minute, half), rate));
  const second = pairOf(random, () => goals(random, Math.max(0, minute - half), rate));
  return { first, second };
}

function soccerLive(sid: number, random: Random): PlayState {
  const half = HALF_MINUTES[sid] ?? 45;
  const seconds = random.int(60, 2 * half * 60 - 60);
  const minute = Math.floor(seconds / 60);
  const firstHalf = minute < half;
  const { first, second } = halves(sid, random, minute);
  const total = sum([first, second]);
  const soccer = sid === 1;
  const current = soccer ? 1000 : wholeMatchPeriod(sid);
  const nsg: ScoreGroup[] = [{ pe: current, tyg: 5, sc: total }];
  if (soccer) {
    nsg.push({ pe: 1000, tyg: 6, sc: pairOf(random, () => random.int(0, Math.ceil(minute / 12))) });
    nsg.push({ pe: 1000, tyg: 7, sc: pairOf(random, () => random.int(0, Math.floor(minute / 30))) });
  }
  if (!firstHalf) nsg.push({ pe: soccer ? 1002 : partPeriod(sid, 1), tyg: 5, sc: first });
  const pe = soccer ? (firstHalf ? 1002 : 1004) : partPeriod(sid, firstHalf ? 1 : 2);
  return {
    mc: { s: seconds, tu: 1, pe, r: true, tp: 1 },
    nsg,
    fid: firstHalf ? 1 : 2,
    ...(sid === 8 ? { sb: { hhs: random.int(0, 2), has: random.int(0, 2) } } : {}),
    elapsedMs: (seconds + (firstHalf ? 0 : 15 * 60)) * 1000,
  };
}

function soccerFinal(sid: number, random: Random): ScoreGroup[] {
  const half = HALF_MINUTES[sid] ?? 45;
  const { first, second } = halves(sid, random, 2 * half);
  if (sid !== 1) {
    return [
      { pe: wholeMatchPeriod(sid), tyg: 5, sc: sum([first, second]) },
      { pe: partPeriod(sid, 1), tyg: 5, sc: first },
      { pe: partPeriod(sid, 2), tyg: 5, sc: second },
    ];
  }
  const cornersFirst = pairOf(random, () => random.int(0, 6));
  const cornersSecond = pairOf(random, () => random.int(0, 6));
  return [
    { pe: 1001, tyg: 5, sc: sum([first, second]) },
    { pe: 1002, tyg: 5, sc: first },
    { pe: 1003, tyg: 5, sc: second },
    { pe: 1001, tyg: 6, sc: sum([cornersFirst, cornersSecond]) },
    { pe: 1002, tyg: 6, sc: cornersFirst },
    { pe: 1001, tyg: 7, sc: pairOf(random, () => random.int(0, 4)) },
    { pe: 1001, tyg: 8, sc: pairOf(random, () => (random.chance(0.1) ? 1 : 0)) },
  ];
}

// --- quarters counting down (basketball, e-basketball, American football)

const QUARTER_SECONDS: Record<number, number> = { 3: 720, 178: 300, 6: 900 };
const POINTS_PER_QUARTER: Record<number, [number, number]> = { 3: [20, 32], 178: [14, 24], 6: [0, 14] };
const BASKETBALL_LIVE = [3005, 3007, 3009, 3011] as const;

const quarterPeriod = (sid: number, q: number, live: boolean): number =>
  sid === 3 ? (live ? (BASKETBALL_LIVE[q - 1] ?? 3005) : 3004 + q) : partPeriod(sid, q);

function quarterScores(sid: number, random: Random, played: number, lastShare = 1): Pair[] {
  const [low, high] = POINTS_PER_QUARTER[sid] ?? [20, 30];
  return Array.from({ length: played }, (_, i) => {
    const share = i === played - 1 ? lastShare : 1;
    return pairOf(random, () => Math.round(random.int(low, high) * share));
  });
}

function quartersLive(sid: number, random: Random): PlayState {
  const length = QUARTER_SECONDS[sid] ?? 720;
  const quarter = random.int(1, 4);
  const remaining = random.int(20, length - 20);
  const scores = quarterScores(sid, random, quarter, (length - remaining) / length);
  return {
    mc: { s: remaining, tu: 1, pe: quarterPeriod(sid, quarter, true), r: true, tp: 2 },
    nsg: [
      { pe: wholeMatchPeriod(sid), tyg: 5, sc: sum(scores) },
      ...scores.map((sc, i) => ({ pe: quarterPeriod(sid, i + 1, false), tyg: 5, sc })),
    ],
    fid: quarter,
    ...(sid === 6 ? { sb: { rp: random.int(1, 2), rd: random.int(1, 4), ry: random.int(1, 15) } } : {}),
    elapsedMs: ((quarter - 1) * (length + 120) + (length - remaining)) * 1000,
  };
}

function quartersFinal(sid: number, random: Random): ScoreGroup[] {
  const scores = quarterScores(sid, random, 4);
  const total = sum(scores);
  // No draws: a tied game gets an overtime.
  if (total[0] === total[1]) scores.push(random.chance(0.5) ? [7, 4] : [4, 7]);
  return [
    { pe: wholeMatchPeriod(sid), tyg: 5, sc: sum(scores) },
    ...scores.map((sc, i) => ({ pe: i < 4 ? quarterPeriod(sid, i + 1, false) : sid === 3 ? 3009 : partPeriod(sid, 5), tyg: 5, sc })),
  ];
}

// --- sets (tennis, volleyball, beach volleyball, badminton, table tennis)

const SET_RULES: Record<number, { toWin: number; points: number; tyg: number }> = {
  5: { toWin: 2, points: 6, tyg: 5559 },
  13: { toWin: 3, points: 25, tyg: 5 },
  51: { toWin: 2, points: 21, tyg: 5 },
  47: { toWin: 2, points: 21, tyg: 5 },
  15: { toWin: 3, points: 11, tyg: 5 },
};

/** A finished set: the winner reaches the target, the loser stays at least two short (tennis 6-x or 7-5/7-6). */
function finishedSet(random: Random, points: number, homeWins: boolean): Pair {
  const loser = random.int(Math.floor(points * 0.3), points - 2);
  return homeWins ? [points, loser] : [loser, points];
}

function setsLive(sid: number, random: Random): PlayState {
  const rules = SET_RULES[sid] ?? { toWin: 2, points: 6, tyg: 5559 };
  const won: Pair = [0, 0];
  const done: Pair[] = [];
  const setsBefore = random.int(0, 2 * rules.toWin - 2);
  for (let s = 0; s < setsBefore; s += 1) {
    // Nobody may have won the match yet: the side one set from victory loses this one, unless both are.
    let side: 0 | 1 = random.chance(0.5) ? 0 : 1;
    if (won[side] === rules.toWin - 1) side = side === 0 ? 1 : 0;
    if (won[side] === rules.toWin - 1) break;
    won[side] += 1;
    done.push(finishedSet(random, rules.points, side === 0));
  }
  const set = done.length + 1;
  const current: Pair = pairOf(random, () => random.int(0, rules.points - 1));
  return {
    mc: { pe: partPeriod(sid, set), r: false },
    nsg: [
      { pe: wholeMatchPeriod(sid), tyg: 5556, sc: won },
      ...[...done, current].map((sc, i) => ({ pe: partPeriod(sid, i + 1), tyg: rules.tyg, sc })),
    ],
    fid: set,
    ssi: random.chance(0.5) ? 1 : 2,
    elapsedMs: (done.length * 40 + (current[0] + current[1]) * (sid === 5 ? 4 : 1)) * MINUTE,
  };
}

function setsFinal(sid: number, random: Random): ScoreGroup[] {
  const rules = SET_RULES[sid] ?? { toWin: 2, points: 6, tyg: 5559 };
  const won: Pair = [0, 0];
  const sets: Pair[] = [];
  while (won[0] < rules.toWin && won[1] < rules.toWin) {
    const home = random.chance(0.5);
    won[home ? 0 : 1] += 1;
    sets.push(finishedSet(random, rules.points, home));
  }
  return [{ pe: wholeMatchPeriod(sid), tyg: 5556, sc: won }, ...sets.map((sc, i) => ({ pe: partPeriod(sid, i + 1), tyg: rules.tyg, sc }))];
}

// --- the rest: ice hockey periods, baseball innings, snooker frames, boxing rounds

function hockeyLive(random: Random): PlayState {
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

function hockeyFinal(random: Random): ScoreGroup[] {
  const scores = Array.from({ length: 3 }, (): Pair => pairOf(random, () => goals(random, 20, 1.5)));
  return [{ pe: 2001, tyg: 5, sc: sum(scores) }, ...scores.map((sc, i) => ({ pe: partPeriod(2, i + 1), tyg: 5, sc }))];
}

function baseballLive(random: Random): PlayState {
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

function baseballFinal(random: Random): ScoreGroup[] {
  const runs = Array.from({ length: 9 }, (): Pair => pairOf(random, () => (random.chance(0.3) ? random.int(1, 3) : 0)));
  const total = sum(runs);
  if (total[0] === total[1]) runs.push(random.chance(0.5) ? [1, 0] : [0, 1]);
  return [{ pe: 7001, tyg: 5, sc: sum(runs) }, ...runs.map((sc, i) => ({ pe: partPeriod(7, i + 1), tyg: 5, sc }))];
}

function snookerLive(random: Random): PlayState {
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

function snookerFinal(random: Random): ScoreGroup[] {
  const homeWins = random.chance(0.5);
  const loser = random.int(0, 5);
  return [{ pe: 16001, tyg: 12, sc: homeWins ? [6, loser] : [loser, 6] }];
}

function boxingLive(random: Random): PlayState {
  const round = random.int(1, 12);
  const remaining = random.int(5, 175);
  return {
    mc: { s: remaining, tu: 1, pe: partPeriod(19, round), r: true, tp: 2 },
    nsg: [{ pe: 19001, tyg: 5, sc: [0, 0] }],
    fid: round,
    elapsedMs: ((round - 1) * 240 + 180 - remaining) * 1000,
  };
}

function boxingFinal(random: Random): ScoreGroup[] {
  const outcome = random.int(0, 9);
  return [{ pe: 19001, tyg: 5, sc: outcome === 0 ? [0, 0] : outcome < 6 ? [1, 0] : [0, 1] }];
}

/** A live match of sport `sid` at a random point of play. */
export function livePlay(sid: number, random: Random): PlayState {
  switch (sid) {
    case 3:
    case 6:
    case 178:
      return quartersLive(sid, random);
    case 5:
    case 13:
    case 15:
    case 47:
    case 51:
      return setsLive(sid, random);
    case 2:
      return hockeyLive(random);
    case 7:
      return baseballLive(random);
    case 16:
      return snookerLive(random);
    case 19:
      return boxingLive(random);
    default:
      return soccerLive(sid, random);
  }
}

/** The final clock and the scores of every period of a finished match. */
export function finalPlay(sid: number, random: Random): { mc: MatchClock; nsg: ScoreGroup[] } {
  const mc: MatchClock = { pe: endedPeriod(sid), r: false };
  switch (sid) {
    case 3:
    case 6:
    case 178:
      return { mc, nsg: quartersFinal(sid, random) };
    case 5:
    case 13:
    case 15:
    case 47:
    case 51:
      return { mc, nsg: setsFinal(sid, random) };
    case 2:
      return { mc, nsg: hockeyFinal(random) };
    case 7:
      return { mc, nsg: baseballFinal(random) };
    case 16:
      return { mc, nsg: snookerFinal(random) };
    case 19:
      return { mc, nsg: boxingFinal(random) };
    default:
      return { mc, nsg: soccerFinal(sid, random) };
  }
}
