// Seeded play of the sports with timed quarters counting down: basketball, e-basketball and American football (see
// sports-live.ts).
import type { ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import { pairOf, sum, wholeMatchPeriod, type Pair, type PlayState } from './sports-play';
import { partPeriod } from './sports-texts';

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

export function quartersLive(sid: number, random: Random): PlayState {
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

export function quartersFinal(sid: number, random: Random): ScoreGroup[] {
  const scores = quarterScores(sid, random, 4);
  const total = sum(scores);
  // No draws: a tied game gets an overtime.
  if (total[0] === total[1]) scores.push(random.chance(0.5) ? [7, 4] : [4, 7]);
  return [
    { pe: wholeMatchPeriod(sid), tyg: 5, sc: sum(scores) },
    ...scores.map((sc, i) => ({ pe: i < 4 ? quarterPeriod(sid, i + 1, false) : sid === 3 ? 3009 : partPeriod(sid, 5), tyg: 5, sc })),
  ];
}
