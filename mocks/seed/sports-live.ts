// Clock, score and scoreboard of a seeded match: not started, live at a random point of play, or finished with the
// scores of every period. Soccer and basketball use the provider's period codes (facts 4.6/4.7); the other sports
// number their parts sport id × 1000 + 1 + n (sports-texts partPeriod), the whole match sport id × 1000 + 1.
// Soccer-like and quarter sports are played here; the sports scored by parts in sports-live-parts.ts.
import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import {
  baseballFinal,
  baseballLive,
  boxingFinal,
  boxingLive,
  hockeyFinal,
  hockeyLive,
  setsFinal,
  setsLive,
  snookerFinal,
  snookerLive,
} from './sports-live-parts';
import { goals, pairOf, sum, wholeMatchPeriod, type Pair, type PlayState } from './sports-play';
import { endedPeriod, partPeriod } from './sports-texts';

export { wholeMatchPeriod, type PlayState } from './sports-play';

/** The period code of a match that has not started: soccer 1001, basketball 3001, tennis 5001, ... */
export const notStartedPeriod = (sid: number): number => sid * 1000 + 1;

export function notStarted(sid: number): PlayState {
  return { mc: { pe: notStartedPeriod(sid) }, nsg: [], elapsedMs: 0 };
}

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
