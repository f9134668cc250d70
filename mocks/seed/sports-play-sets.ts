// Seeded play of the sports won in sets: tennis, volleyball, beach volleyball, badminton and table tennis (see
// sports-live.ts).
import type { ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import { MINUTE, pairOf, wholeMatchPeriod, type Pair, type PlayState } from './sports-play';
import { partPeriod } from './sports-texts';

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

export function setsLive(sid: number, random: Random): PlayState {
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

export function setsFinal(sid: number, random: Random): ScoreGroup[] {
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
