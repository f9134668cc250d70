// Seeded play of the sports with two halves counting up: soccer, e-football, rugby and handball (see sports-live.ts).
import type { ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import { goals, pairOf, sum, wholeMatchPeriod, type Pair, type PlayState } from './sports-play';
import { partPeriod } from './sports-texts';

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

export function soccerLive(sid: number, random: Random): PlayState {
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

export function soccerFinal(sid: number, random: Random): ScoreGroup[] {
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
