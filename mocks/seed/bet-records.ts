// Bet history of lotus888 at the provider: open bets on seeded matches (two singles and a parlay, already confirmed)
// and settled bets of the last two weeks (won, lost, half won, a won and a lost parlay, one rejected), with their
// legs written as the provider sends them. The seeded balance already accounts for these stakes.
import type { BetRecordOption, MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import { selectionState, round2, type Selection } from '../handlers/bet-placing-market';
import { createParlayOrder, createSingleOrder, newOrder } from '../handlers/bet-placing-store';
import type { Random } from './random';
import { handicapLabels } from './sports-markets';
import { REJECT_REASONS } from './sports-texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOTUS_ID = 10001;

/** An open selection of a seeded match: the first market of type `mty` that is on sale. */
function openSelection(match: MatchRecord, mty: number, ty: number): Selection | undefined {
  const market = match.mg.find((g) => g.mty === mty)?.mks[0];
  if (!market) return undefined;
  const state = selectionState(market.id, ty, match.id);
  return state.state === 'open' ? state.selection : undefined;
}

async function seedOpenBets(now: number): Promise<void> {
  const upcoming = db.matches.findMany((q) => q.where({ ms: 4, ty: 2, sid: 1 }), { orderBy: { bt: 'asc' } });
  const live = db.matches.findMany((q) => q.where({ ms: 5, ty: 2, sid: 1 }), { orderBy: { id: 'asc' } });
  const pick = (matches: MatchRecord[], mty: number, ty: number, skip: number[] = []) =>
    matches.filter((m) => !skip.includes(m.id)).map((m) => openSelection(m, mty, ty)).find((s) => s !== undefined);

  const handicap = pick(upcoming, 1000, 1);
  if (handicap) {
    await createSingleOrder({ memberId: LOTUS_ID, selection: handicap, stake: 100, od: handicap.option.od, format: 1, oddsChange: 1, now: now - 3 * HOUR });
  }
  const over = pick(live, 1007, 4);
  if (over) {
    await createSingleOrder({ memberId: LOTUS_ID, selection: over, stake: 50, od: over.option.od, format: 1, oddsChange: 1, now: now - 20 * MINUTE });
  }
  const first = pick(upcoming, 1005, 1, handicap ? [handicap.match.id] : []);
  const second = first ? pick(upcoming, 1005, 2, [first.match.id, ...(handicap ? [handicap.match.id] : [])]) : undefined;
  if (first && second) {
    const legs = [first, second].map((selection) => ({ selection, od: selection.option.od, format: 1 as const }));
    const combined = round2(first.option.od * second.option.od);
    await createParlayOrder({ memberId: LOTUS_ID, legs, sn: 2, subBets: 1, combinedOdds: combined, unitStake: 20, oddsChange: 1, now: now - HOUR });
  }
}

/** Outcome of a leg and what one unit staked on it returns. */
const RETURN: Record<number, (od: number) => number> = {
  2: () => 1,
  3: () => 0,
  4: (od) => od,
  5: (od) => (od + 1) / 2,
  6: () => 0.5,
  7: () => 1,
};

interface PastLegSpec {
  mty: 1000 | 1005 | 1007;
  ty: number;
  li?: string;
  od: number;
  sr: 2 | 3 | 4 | 5 | 6 | 7;
  score: [number, number];
}

interface PastBetSpec {
  daysAgo: number;
  stake: number;
  legs: PastLegSpec[];
  rejected?: boolean;
}

const PAST_BETS: PastBetSpec[] = [
  { daysAgo: 1, stake: 200, legs: [{ mty: 1000, ty: 1, li: '-0.5', od: 1.92, sr: 4, score: [2, 1] }] },
  { daysAgo: 2, stake: 100, legs: [{ mty: 1007, ty: 4, li: '2.5', od: 1.85, sr: 3, score: [1, 0] }] },
  { daysAgo: 4, stake: 100, legs: [{ mty: 1000, ty: 2, li: '0.25', od: 1.9, sr: 5, score: [0, 0] }] },
  {
    daysAgo: 6,
    stake: 50,
    legs: [
      { mty: 1005, ty: 1, od: 1.8, sr: 4, score: [3, 1] },
      { mty: 1007, ty: 5, li: '2.75', od: 2.1, sr: 4, score: [1, 1] },
    ],
  },
  {
    daysAgo: 9,
    stake: 30,
    legs: [
      { mty: 1005, ty: 3, od: 3.4, sr: 3, score: [2, 0] },
      { mty: 1000, ty: 1, li: '-1', od: 2.02, sr: 2, score: [2, 1] },
      { mty: 1007, ty: 4, li: '3', od: 1.95, sr: 4, score: [2, 2] },
    ],
  },
  { daysAgo: 11, stake: 150, legs: [{ mty: 1005, ty: 2, od: 2.6, sr: 7, score: [0, 0] }], rejected: true },
];

const MARKET_NAMES: Record<number, string> = { 1000: 'Handicap', 1005: '1X2', 1007: 'Over/Under' };

function pastLeg(random: Random, spec: PastLegSpec, kickOff: number, ids: { match: number; market: number }): BetRecordOption {
  const leagues = db.leagues.findMany((q) => q.where({ sid: 1 }), { orderBy: { id: 'asc' } });
  const league = random.pick(leagues);
  const teams = db.teams.findMany((q) => q.where({ leagueId: league.id }), { orderBy: { id: 'asc' } });
  const home = random.pick(teams);
  const away = random.pick(teams.filter((t) => t.id !== home.id));
  const names: Record<number, string> = { 1: home.na, 2: away.na, 3: 'Draw', 4: 'Over', 5: 'Under' };
  const onm = names[spec.ty] ?? '';
  const on =
    spec.mty === 1000
      ? handicapLabels(Number(spec.li))[spec.ty === 1 ? 0 : 1]
      : spec.mty === 1007
        ? `${onm} ${spec.li ?? ''}`
        : onm;
  return {
    sid: 1,
    // Bet answers carry the ids as digit strings.
    mid: String(ids.match),
    mn: `${home.na} vs. ${away.na}`,
    lid: String(league.id),
    ln: league.na,
    bt: kickOff,
    pe: 1001,
    mty: spec.mty,
    mgn: MARKET_NAMES[spec.mty] ?? '',
    on,
    onm,
    ip: 0,
    te: [{ na: home.na, id: home.id }, { na: away.na, id: away.id }],
    rs: `${spec.score[0]}-${spec.score[1]}`,
    sr: spec.sr,
    bo: spec.od.toFixed(2),
    of: 1,
    ...(spec.li === undefined ? {} : { li: spec.li }),
    mrid: String(ids.market),
    ty: spec.ty,
    od: spec.od,
    mtp: 2,
    fmt: 100001,
    ms: 0,
    bsc: 'S: 0-0',
    mc: { pe: 1005, r: false },
  };
}

async function seedSettledBets(random: Random, now: number): Promise<void> {
  let matchId = 911000;
  let marketId = 5300000;
  for (const bet of PAST_BETS) {
    const placed = now - bet.daysAgo * DAY - random.int(2, 20) * HOUR;
    const kickOff = Math.ceil((placed + random.int(1, 6) * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
    const legs = bet.legs.map((spec) => pastLeg(random, spec, kickOff, { match: (matchId += 1), market: (marketId += 1) }));
    const odds = bet.legs.reduce((p, leg) => p * leg.od, 1);
    const payout = bet.rejected ? bet.stake : round2(bet.stake * bet.legs.reduce((p, leg) => p * (RETURN[leg.sr]?.(leg.od) ?? 0), 1));
    const settledAt = bet.rejected ? placed + 5_000 : kickOff + 2 * HOUR;
    const order = newOrder({
      memberId: LOTUS_ID,
      now: placed,
      legs,
      sert: legs.length > 1 ? 1 : 0,
      subBets: 1,
      sv: legs.length,
      unitStake: bet.stake,
      returnPerUnit: round2(odds),
      oddsChange: 1,
      confirmAt: placed + 2_000,
      co: 0,
    });
    const outcome = bet.rejected ? { st: 2 as const, ct: settledAt, rj: 8 as const, rjs: REJECT_REASONS[8]?.ENG ?? '' } : { st: 5 as const, stm: settledAt };
    await db.sportsOrders.create({ ...order, ...outcome, lwa: 0, sa: payout, uwl: round2(payout - bet.stake) });
  }
}

export async function seedSportsOrders(random: Random, now: number): Promise<void> {
  await seedSettledBets(random, now);
  await seedOpenBets(now);
}
