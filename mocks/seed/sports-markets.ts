// Market groups for seeded matches: soccer 1000/1007/1005/1010, basketball 3002/3003/3004, tennis 5001-5003,
// outrights sportId×1000+999. Odds carry a bookmaker margin; some selections are locked (od -999).
import type { MarketGroup, Option } from '@/shared/api/generated/sports/model';
import type { Random } from './random';

export const LOCKED_ODDS = -999;
const MARGIN = 1.06;
const SOCCER = 1;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const priced = (p: number): number => Math.max(1.01, round2(1 / (p * MARGIN)));

/** "0.25" -> "0/0.5", "1" -> "1", "0.75" -> "0.5/1" (Asian quarter lines). */
export function asianLine(abs: number): string {
  const quarters = Math.round(abs * 4);
  if (quarters % 2 === 0) return String(abs);
  return `${(quarters - 1) / 4}/${(quarters + 1) / 4}`;
}

/** Labels of a handicap line given from the home side: -0.25 -> ["-0/0.5", "+0/0.5"]. */
export function handicapLabels(line: number): [string, string] {
  if (line === 0) return ['0', '0'];
  const text = asianLine(Math.abs(line));
  return line < 0 ? [`-${text}`, `+${text}`] : [`+${text}`, `-${text}`];
}

export interface MarketContext {
  random: Random;
  home: string;
  away: string;
  /** Next free market id. */
  nextId: () => number;
  /** Chance that a market is suspended with locked odds. */
  lockChance: number;
}

interface LineSpec {
  mty: number;
  pe: number;
  nm: string;
  tps: string[];
  li?: string;
  options: Array<Omit<Option, 'od'> & { p: number }>;
  locked?: boolean;
}

function group(ctx: MarketContext, spec: LineSpec): MarketGroup {
  const locked = spec.locked ?? ctx.random.chance(ctx.lockChance);
  return {
    mty: spec.mty,
    pe: spec.pe,
    nm: spec.nm,
    tps: spec.tps,
    mks: [
      {
        id: ctx.nextId(),
        ss: locked ? 0 : 1,
        au: locked ? 0 : 1,
        mbl: 1,
        ...(spec.li === undefined ? {} : { li: spec.li }),
        op: spec.options.map(({ p, ...option }) => ({ ...option, od: locked ? LOCKED_ODDS : priced(p) })),
      },
    ],
  };
}

const split = (random: Random, spread = 0.12): [number, number] => {
  const p = 0.5 + (random.next() - 0.5) * 2 * spread;
  return [p, 1 - p];
};

export function soccerMarkets(ctx: MarketContext, live: boolean): MarketGroup[] {
  const { random, home, away } = ctx;
  const hcp = random.pick([-1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75]);
  const [hl, al] = handicapLabels(hcp);
  const total = random.pick([2, 2.25, 2.5, 2.75, 3, 3.5]);
  const corners = random.pick([8.5, 9.5, 10.5]);
  const pHome = 0.25 + random.next() * 0.35;
  const pDraw = 0.22 + random.next() * 0.08;
  const [hp, ap] = split(random);
  const [op, up] = split(random);
  const [co, cu] = split(random);
  return [
    group(ctx, { mty: 1000, pe: 1001, nm: 'Handicap', tps: ['p', 'h'], li: String(hcp), options: [
      { ty: 1, na: home, nm: hl, p: hp }, { ty: 2, na: away, nm: al, p: ap }] }),
    group(ctx, { mty: 1007, pe: 1001, nm: 'Over/Under', tps: ['p', 'h', 's'], li: String(total), options: [
      { ty: 4, na: 'Over', nm: `Over ${total}`, p: op }, { ty: 5, na: 'Under', nm: `Under ${total}`, p: up }] }),
    group(ctx, { mty: 1005, pe: 1001, nm: '1X2', tps: ['p'], options: [
      { ty: 1, na: home, p: pHome }, { ty: 3, na: 'Draw', p: pDraw }, { ty: 2, na: away, p: 1 - pHome - pDraw }] }),
    group(ctx, { mty: 1010, pe: 1001, nm: 'Corners Over/Under', tps: ['c'], li: String(corners), locked: live ? random.chance(0.5) : undefined, options: [
      { ty: 4, na: 'Over', nm: `Over ${corners}`, p: co }, { ty: 5, na: 'Under', nm: `Under ${corners}`, p: cu }] }),
  ];
}

export function basketballMarkets(ctx: MarketContext): MarketGroup[] {
  const { random, home, away } = ctx;
  const hcp = -(random.int(1, 12) + 0.5) * (random.chance(0.5) ? 1 : -1);
  const total = random.int(198, 232) + 0.5;
  const [hp, ap] = split(random);
  const [op, up] = split(random);
  const [mh, ma] = split(random, 0.3);
  const fmt = (n: number): string => (n > 0 ? `+${n}` : String(n));
  return [
    group(ctx, { mty: 3002, pe: 3001, nm: 'Handicap', tps: ['p', 'h'], li: String(hcp), options: [
      { ty: 1, na: home, nm: fmt(hcp), p: hp }, { ty: 2, na: away, nm: fmt(-hcp), p: ap }] }),
    group(ctx, { mty: 3003, pe: 3001, nm: 'Total Points', tps: ['p', 'h'], li: String(total), options: [
      { ty: 4, na: 'Over', nm: `Over ${total}`, p: op }, { ty: 5, na: 'Under', nm: `Under ${total}`, p: up }] }),
    group(ctx, { mty: 3004, pe: 3001, nm: 'Moneyline', tps: ['p'], options: [
      { ty: 1, na: home, p: mh }, { ty: 2, na: away, p: ma }] }),
  ];
}

export function tennisMarkets(ctx: MarketContext): MarketGroup[] {
  const { random, home, away } = ctx;
  const hcp = (random.int(0, 4) + 0.5) * (random.chance(0.5) ? 1 : -1);
  const total = random.int(20, 24) + 0.5;
  const [wh, wa] = split(random, 0.3);
  const [hp, ap] = split(random);
  const [op, up] = split(random);
  const fmt = (n: number): string => (n > 0 ? `+${n}` : String(n));
  return [
    group(ctx, { mty: 5001, pe: 5001, nm: 'Winner', tps: ['p'], options: [
      { ty: 1, na: home, p: wh }, { ty: 2, na: away, p: wa }] }),
    group(ctx, { mty: 5002, pe: 5001, nm: 'Game Handicap', tps: ['h'], li: String(hcp), options: [
      { ty: 1, na: home, nm: fmt(hcp), p: hp }, { ty: 2, na: away, nm: fmt(-hcp), p: ap }] }),
    group(ctx, { mty: 5003, pe: 5001, nm: 'Total Games', tps: ['h'], li: String(total), options: [
      { ty: 4, na: 'Over', nm: `Over ${total}`, p: op }, { ty: 5, na: 'Under', nm: `Under ${total}`, p: up }] }),
  ];
}

/** One outright market: every contender priced from a random share of the field. */
/**
 * The winner market of an outright. Soccer outright groups come without `pe`, as the provider sends them; other
 * sports carry the outright period sportId×1000+999.
 */
export function outrightMarket(ctx: MarketContext, sid: number, contenders: Array<{ id: number; na: string }>): MarketGroup {
  const weights = contenders.map(() => 0.5 + ctx.random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  return {
    mty: sid * 1000 + 999,
    ...(sid === SOCCER ? {} : { pe: sid * 1000 + 999 }),
    nm: 'Outright Winner',
    tps: ['1st'],
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
          od: priced((weights[index] ?? 1) / sum),
        })),
      },
    ],
  };
}
