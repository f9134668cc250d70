// Clock and score of a seeded match: not started, or live at a random point of play.
import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';

export interface PlayState {
  mc: MatchClock;
  nsg: ScoreGroup[];
  fid?: number;
  ssi?: 1 | 2;
  /** Milliseconds since kick-off. */
  elapsedMs: number;
}

/** The period code of a match that has not started: soccer 1001, basketball 3001, tennis 5001. */
export const notStartedPeriod = (sid: number): number => sid * 1000 + 1;

export function notStarted(sid: number): PlayState {
  return { mc: { pe: notStartedPeriod(sid) }, nsg: [], elapsedMs: 0 };
}

const goals = (random: Random, minutes: number): number => {
  let n = 0;
  for (let m = 0; m < minutes; m += 30) if (random.chance(0.45)) n += 1;
  return n;
};

function soccer(random: Random): PlayState {
  const minute = random.int(3, 88);
  const home = goals(random, minute);
  const away = goals(random, minute);
  const firstHalf = minute < 45;
  const nsg: ScoreGroup[] = [
    { pe: 1000, tyg: 5, sc: [home, away] },
    { pe: 1000, tyg: 6, sc: [random.int(0, Math.ceil(minute / 12)), random.int(0, Math.ceil(minute / 12))] },
  ];
  if (!firstHalf) nsg.push({ pe: 1002, tyg: 5, sc: [Math.min(home, random.int(0, home)), Math.min(away, random.int(0, away))] });
  const seconds = minute * 60 + random.int(0, 59);
  return {
    mc: { s: seconds, tu: 1, pe: firstHalf ? 1002 : 1004, r: true, tp: 1 },
    nsg,
    fid: firstHalf ? 1 : 2,
    elapsedMs: (seconds + (firstHalf ? 0 : 15 * 60)) * 1000,
  };
}

const QUARTER_PERIODS = [3005, 3007, 3009, 3011] as const;

function basketball(random: Random): PlayState {
  const quarter = random.int(1, 4);
  const remaining = random.int(20, 700);
  const quarters: Array<[number, number]> = [];
  for (let q = 1; q <= quarter; q += 1) {
    const share = q === quarter ? (720 - remaining) / 720 : 1;
    quarters.push([Math.round(random.int(20, 32) * share), Math.round(random.int(20, 32) * share)]);
  }
  const total = quarters.reduce<[number, number]>((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
  return {
    mc: { s: remaining, tu: 1, pe: QUARTER_PERIODS[quarter - 1] ?? 3005, r: true, tp: 2 },
    nsg: [
      { pe: 3001, tyg: 5, sc: total },
      ...quarters.map(([h, a], i) => ({ pe: 3005 + i, tyg: 5, sc: [h, a] })),
    ],
    fid: quarter,
    elapsedMs: (quarter - 1) * 15 * 60_000 + (720 - remaining) * 1000,
  };
}

function tennis(random: Random): PlayState {
  const set = random.int(1, 3);
  const sets: [number, number] = [0, 0];
  for (let s = 1; s < set; s += 1) sets[random.chance(0.5) ? 0 : 1] += 1;
  if (sets[0] === 2 || sets[1] === 2) sets[sets[0] === 2 ? 0 : 1] = 1;
  const games: [number, number] = [random.int(0, 5), random.int(0, 5)];
  return {
    mc: { pe: 5001 + set, r: false },
    nsg: [
      { pe: 5001, tyg: 5556, sc: sets },
      { pe: 5001 + set, tyg: 5559, sc: games },
    ],
    fid: set,
    ssi: random.chance(0.5) ? 1 : 2,
    elapsedMs: ((set - 1) * 45 + (games[0] + games[1]) * 4) * 60_000,
  };
}

export function livePlay(sid: number, random: Random): PlayState {
  if (sid === 3) return basketball(random);
  if (sid === 5) return tennis(random);
  return soccer(random);
}
