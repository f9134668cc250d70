// Market groups of seeded matches (facts 4.8): soccer from a goal model (handicap, over/under, 1X2 for the match
// and the first half, corners, correct score, both teams to score, double chance, odd/even), basketball with its
// quarters, tennis, and the winner/handicap/total groups of the other sports; outrights (mty 1999/1998, no `pe`).
// Odds carry a bookmaker margin; some lines are suspended (ss 0, odds -999) and a few single selections locked.
import type { Market, MarketGroup, Option } from '@/shared/api/generated/sports/model';
import {
  clamp,
  fairHandicap,
  fairTotal,
  goalModel,
  handicapLines,
  nearestQuarter,
  poisson,
  threeWay,
  totalLines,
  type LineSpec,
} from './goal-model';
import type { Random } from './random';
import { correctScoreType, marketGroupName, selectionNames } from './sports-labels';

export { asianLine, handicapLabels } from './sports-labels';

export const LOCKED_ODDS = -999;
const MARGIN = 1.06;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const priced = (p: number): number => Math.max(1.01, round2(1 / (Math.max(p, 0.005) * MARGIN)));

export interface MarketContext {
  random: Random;
  home: string;
  away: string;
  /** Next free market id. */
  nextId: () => number;
  /** Chance that a line is suspended with locked odds. */
  lockChance: number;
}

interface GroupSpec {
  mty: number;
  pe: number;
  tps: string[];
  lines: LineSpec[];
  /** Parlays allowed (default yes). */
  au?: boolean;
  /** Force the lock state of every line. */
  locked?: boolean;
}

function line(ctx: MarketContext, spec: GroupSpec, entry: LineSpec, rank: number): Market {
  const locked = spec.locked ?? ctx.random.chance(ctx.lockChance);
  // Now and then one selection of an open line is locked on its own.
  const lockedOption = !locked && entry.options.length > 2 && ctx.random.chance(ctx.lockChance / 2) ? ctx.random.int(0, entry.options.length - 1) : -1;
  const li = entry.li === undefined ? undefined : String(entry.li);
  const op: Option[] = entry.options.map(({ ty, p }, index) => ({
    ty,
    ...selectionNames('ENG', spec.mty, ty, li, [ctx.home, ctx.away]),
    od: locked || index === lockedOption ? LOCKED_ODDS : priced(p),
  }));
  return {
    id: ctx.nextId(),
    ss: locked ? 0 : 1,
    au: locked || spec.au === false ? 0 : 1,
    ...(spec.lines.length > 1 || li !== undefined ? { mbl: rank } : {}),
    ...(li === undefined ? {} : { li }),
    op,
  };
}

function group(ctx: MarketContext, spec: GroupSpec): MarketGroup {
  return {
    mty: spec.mty,
    pe: spec.pe,
    nm: marketGroupName('ENG', spec.mty, spec.pe),
    tps: spec.tps,
    mks: spec.lines.map((entry, index) => line(ctx, spec, entry, index + 1)),
  };
}


/** Soccer-style groups (soccer; e-football uses the main three under its own market types). */
export function soccerMarkets(ctx: MarketContext, live: boolean): MarketGroup[] {
  const { random } = ctx;
  const strength = 0.6 + random.next() * 1.4;
  const homeGoals = 1.35 * strength;
  const awayGoals = 1.35 * (2 - strength) * 0.85 + 0.2;
  const full = goalModel(homeGoals, awayGoals);
  const half = goalModel(homeGoals * 0.45, awayGoals * 0.45);
  const corners = nearestQuarter(random.int(8, 11)) + 0.5;
  const hcp = fairHandicap(full);
  const total = fairTotal(full);
  const cornerHome = 0.5 + (strength - 1) * 0.3;
  const btts = clamp((1 - poisson(homeGoals, 0)) * (1 - poisson(awayGoals, 0)));
  const x = threeWay(full).options.map((o) => o.p);
  const [pHome, pDraw, pAway] = [x[0] ?? 0.4, x[1] ?? 0.3, x[2] ?? 0.3];
  let odd = 0;
  for (const [goals, p] of full.total) if (goals % 2 === 1) odd += p;
  const scores: Array<{ ty: number; p: number }> = [];
  for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) scores.push({ ty: correctScoreType(h, a), p: full.matrix[h]?.[a] ?? 0 });
  return [
    group(ctx, { mty: 1000, pe: 1001, tps: ['p', 'h'], lines: handicapLines(full, hcp, [0, -0.25, 0.25]) }),
    group(ctx, { mty: 1007, pe: 1001, tps: ['p', 'h', 's'], lines: totalLines(full, total, [0, -0.5, 0.5]) }),
    group(ctx, { mty: 1005, pe: 1001, tps: ['p'], lines: [threeWay(full)] }),
    group(ctx, { mty: 1010, pe: 1001, tps: ['c'], lines: [{ li: corners, options: [{ ty: 4, p: 0.5 }, { ty: 5, p: 0.5 }] }], locked: live ? random.chance(0.5) : undefined }),
    group(ctx, { mty: 1011, pe: 1001, tps: ['c'], lines: [{ li: -1.5 * Math.sign(cornerHome - 0.5 || 1), options: [{ ty: 1, p: cornerHome }, { ty: 2, p: 1 - cornerHome }] }] }),
    group(ctx, { mty: 1000, pe: 1002, tps: ['h', 'f'], lines: handicapLines(half, fairHandicap(half), [0]) }),
    group(ctx, { mty: 1007, pe: 1002, tps: ['h', 'f', 's'], lines: totalLines(half, fairTotal(half), [0]) }),
    group(ctx, { mty: 1005, pe: 1002, tps: ['f'], lines: [threeWay(half)] }),
    group(ctx, { mty: 1099, pe: 1001, tps: ['cs'], au: false, lines: [{ options: scores }] }),
    group(ctx, { mty: 1027, pe: 1001, tps: ['s'], lines: [{ options: [{ ty: 8, p: btts }, { ty: 9, p: 1 - btts }] }] }),
    group(ctx, { mty: 1012, pe: 1001, tps: ['o'], lines: [{ options: [{ ty: 35, p: pHome + pDraw }, { ty: 36, p: pHome + pAway }, { ty: 37, p: pDraw + pAway }] }] }),
    group(ctx, { mty: 1008, pe: 1001, tps: ['s', 'o'], lines: [{ options: [{ ty: 7, p: odd }, { ty: 6, p: 1 - odd }] }] }),
  ];
}

const split = (random: Random, spread = 0.12): [number, number] => {
  const p = 0.5 + (random.next() - 0.5) * 2 * spread;
  return [p, 1 - p];
};

/** A handicap or total line at `value`, priced around an even split. */
const twoLine = (random: Random, value: number, types: [number, number]): LineSpec => {
  const [a, b] = split(random);
  return { li: value, options: [{ ty: types[0], p: a }, { ty: types[1], p: b }] };
};

const signed = (random: Random, value: number): number => (random.chance(0.5) ? value : -value);

export function basketballMarkets(ctx: MarketContext): MarketGroup[] {
  const { random } = ctx;
  const hcp = signed(random, random.int(1, 12) + 0.5);
  const total = random.int(198, 232) + 0.5;
  const [mh, ma] = split(random, 0.3);
  const quarters = [3005, 3006, 3007, 3008].flatMap((pe) => [
    group(ctx, { mty: 3002, pe, tps: ['q'], lines: [twoLine(random, Math.round(hcp / 4) + 0.5 * Math.sign(hcp || 1), [1, 2])] }),
    group(ctx, { mty: 3003, pe, tps: ['q'], lines: [twoLine(random, Math.round(total / 4) + 0.5, [4, 5])] }),
  ]);
  return [
    group(ctx, { mty: 3002, pe: 3001, tps: ['p', 'h'], lines: [0, -1, 1].map((o) => twoLine(random, hcp + o, [1, 2])) }),
    group(ctx, { mty: 3003, pe: 3001, tps: ['p', 'h'], lines: [0, -2, 2].map((o) => twoLine(random, total + o, [4, 5])) }),
    group(ctx, { mty: 3004, pe: 3001, tps: ['p'], lines: [{ options: [{ ty: 1, p: mh }, { ty: 2, p: ma }] }] }),
    group(ctx, { mty: 3002, pe: 3003, tps: ['f'], lines: [twoLine(random, Math.round(hcp / 2) + 0.5 * Math.sign(hcp || 1), [1, 2])] }),
    group(ctx, { mty: 3003, pe: 3003, tps: ['f'], lines: [twoLine(random, Math.round(total / 2) + 0.5, [4, 5])] }),
    ...quarters,
    group(ctx, { mty: 3005, pe: 3001, tps: ['o'], lines: [{ options: [{ ty: 7, p: 0.5 }, { ty: 6, p: 0.5 }] }] }),
  ];
}

export function tennisMarkets(ctx: MarketContext): MarketGroup[] {
  const { random } = ctx;
  const hcp = signed(random, random.int(0, 4) + 0.5);
  const total = random.int(20, 24) + 0.5;
  const [wh, wa] = split(random, 0.3);
  return [
    group(ctx, { mty: 5001, pe: 5001, tps: ['p'], lines: [{ options: [{ ty: 1, p: wh }, { ty: 2, p: wa }] }] }),
    group(ctx, { mty: 5002, pe: 5001, tps: ['p', 'h'], lines: [0, -1, 1].map((o) => twoLine(random, hcp + o, [1, 2])) }),
    group(ctx, { mty: 5003, pe: 5001, tps: ['p', 'h'], lines: [0, -1, 1].map((o) => twoLine(random, total + o, [4, 5])) }),
    group(ctx, { mty: 5004, pe: 5001, tps: ['h', 'set'], lines: [twoLine(random, signed(random, 1.5), [1, 2])] }),
  ];
}

interface SportMarketTable {
  winner: number;
  /** A draw can be backed (three-way winner market). */
  draw: boolean;
  handicap: number;
  handicapRange: [number, number];
  total: number;
  totalRange: [number, number];
}

/** Winner, handicap and total groups of the other sports (facts 4.8; sport id × 1000 + n where the facts are silent). */
const OTHER_SPORTS: Readonly<Record<number, SportMarketTable>> = {
  2: { winner: 2003, draw: true, handicap: 2001, handicapRange: [1, 2], total: 2002, totalRange: [4, 7] },
  4: { winner: 4003, draw: true, handicap: 4001, handicapRange: [0, 15], total: 4002, totalRange: [38, 52] },
  6: { winner: 6003, draw: false, handicap: 6001, handicapRange: [1, 10], total: 6002, totalRange: [38, 52] },
  7: { winner: 7003, draw: false, handicap: 7001, handicapRange: [1, 1], total: 7002, totalRange: [7, 10] },
  8: { winner: 8003, draw: true, handicap: 8001, handicapRange: [0, 6], total: 8002, totalRange: [50, 62] },
  13: { winner: 13001, draw: false, handicap: 13002, handicapRange: [1, 6], total: 13003, totalRange: [170, 190] },
  15: { winner: 15001, draw: false, handicap: 15002, handicapRange: [1, 5], total: 15003, totalRange: [70, 80] },
  16: { winner: 16003, draw: false, handicap: 16001, handicapRange: [1, 2], total: 16002, totalRange: [8, 10] },
  19: { winner: 19001, draw: true, handicap: 0, handicapRange: [0, 0], total: 19002, totalRange: [6, 10] },
  47: { winner: 47001, draw: false, handicap: 47002, handicapRange: [2, 6], total: 47003, totalRange: [76, 84] },
  51: { winner: 51001, draw: false, handicap: 51002, handicapRange: [1, 4], total: 51003, totalRange: [38, 44] },
  177: { winner: 177003, draw: true, handicap: 177001, handicapRange: [0, 1], total: 177002, totalRange: [2, 4] },
  178: { winner: 178003, draw: false, handicap: 178001, handicapRange: [1, 8], total: 178002, totalRange: [70, 90] },
};

function otherSportMarkets(ctx: MarketContext, sid: number, table: SportMarketTable): MarketGroup[] {
  const { random } = ctx;
  const pe = sid * 1000 + 1;
  const [home, away] = split(random, 0.3);
  const winner: LineSpec = table.draw
    ? { options: [{ ty: 1, p: home * 0.8 }, { ty: 3, p: 0.2 }, { ty: 2, p: away * 0.8 }] }
    : { options: [{ ty: 1, p: home }, { ty: 2, p: away }] };
  const hcp = signed(random, random.int(...table.handicapRange) + 0.5);
  const total = random.int(...table.totalRange) + 0.5;
  return [
    group(ctx, { mty: table.winner, pe, tps: ['p'], lines: [winner] }),
    ...(table.handicap === 0 ? [] : [group(ctx, { mty: table.handicap, pe, tps: ['p', 'h'], lines: [0, -1, 1].map((o) => twoLine(random, hcp + o, [1, 2])) })]),
    group(ctx, { mty: table.total, pe, tps: ['p', 'h'], lines: [0, -1, 1].map((o) => twoLine(random, total + o, [4, 5])) }),
  ];
}

/** Every market group of a match of sport `sid`. */
export function marketsFor(sid: number, ctx: MarketContext, live: boolean): MarketGroup[] {
  if (sid === 1) return soccerMarkets(ctx, live);
  if (sid === 3) return basketballMarkets(ctx);
  if (sid === 5) return tennisMarkets(ctx);
  const table = OTHER_SPORTS[sid];
  return table ? otherSportMarkets(ctx, sid, table) : soccerMarkets(ctx, live);
}

/** The market types a match list shows for a sport (facts 4.8 main groups), on the whole-match period. */
export function listMarketTypes(sid: number): readonly number[] {
  if (sid === 1) return [1000, 1007, 1005, 1010];
  if (sid === 3) return [3002, 3003, 3004];
  if (sid === 5) return [5001, 5002, 5003];
  const table = OTHER_SPORTS[sid];
  return table ? [table.winner, table.handicap, table.total].filter((mty) => mty !== 0) : [];
}

/** One outright group: every contender priced from a random share of the field. */
export function outrightMarket(ctx: MarketContext, mty: number, contenders: Array<{ id: number; na: string }>): MarketGroup {
  const weights = contenders.map(() => 0.3 + ctx.random.next() ** 2 * 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  // "To reach the final" pays on two contenders out of the field.
  const share = mty === 1998 ? 2 : 1;
  return {
    mty,
    nm: marketGroupName('ENG', mty, undefined),
    tps: [mty === 1998 ? 'pro' : '1st'],
    mks: [
      {
        id: ctx.nextId(),
        ss: 1,
        au: 0,
        op: contenders.map((team, index) => ({
          ty: index + 1,
          na: team.na,
          nm: team.na,
          tid: team.id,
          od: priced(clamp(((weights[index] ?? 1) / sum) * share)),
        })),
      },
    ],
  };
}
