// Placed bets in the provider mock: string ids from a counter, the bet legs as the provider records them, and the
// status a bet shows at a given time (created until its confirmation time has passed, then accepted or rejected).
import type { BetRecord, BetRecordOption, OrderStatus, RejectCode } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { SportsOrder } from '../db/sports-order-collections';
import { REJECT_REASONS } from '../seed/sports-texts';
import { adjustBalance, currentScore, inPlay, oddsText, providerCurrencyOf, round2, scoreSummary, type Selection } from './bet-placing-market';

/** How long the provider takes to confirm a bet: longer in play (the live delay). */
export const CONFIRM_MS = { preMatch: 2_000, inPlay: 5_000 } as const;

/** The next id after the largest one in use, counting up from `base` (ids are long digit strings). */
export function nextId(existing: readonly string[], base: string): string {
  const top = existing.reduce((max, id) => {
    const value = /^\d+$/.test(id) ? BigInt(id) : 0n;
    return value > max ? value : max;
  }, BigInt(base));
  return String(top + 1n);
}

export const ORDER_ID_BASE = '1204471839926000000';

export const nextOrderId = (): string => nextId(db.sportsOrders.all().map((o) => o.id), ORDER_ID_BASE);

/** Confirmation delay of a bet on these legs. */
export const confirmDelay = (legs: readonly Selection[]): number =>
  legs.some((leg) => inPlay(leg.match)) ? CONFIRM_MS.inPlay : CONFIRM_MS.preMatch;

/** The status the provider reports for a stored bet at `now`. */
export function statusAt(order: SportsOrder, now: number): OrderStatus {
  return now < order.confirmAt ? (order.pending ?? 0) : order.st;
}

/** The bet as the bet list answers it at `now`. */
export function betView(order: SportsOrder, now: number): BetRecord {
  const { memberId: _member, confirmAt: _confirm, pending: _pending, ...record } = order;
  const st = statusAt(order, now);
  const crl = record.crl?.map((entry) => {
    const cashOut = entry.id === undefined ? undefined : db.sportsCashOuts.findFirst((q) => q.where({ id: entry.id ?? '' }));
    return cashOut && now < cashOut.confirmAt ? { ...entry, st: 0 } : entry;
  });
  if (st === order.st) return { ...record, ...(crl ? { crl } : {}) };
  // Still being confirmed: no reject reason yet.
  const { rj: _rj, rjs: _rjs, ...pending } = record;
  return { ...pending, st, ...(crl ? { crl } : {}) };
}

/** A bet leg as the provider records it when the bet is taken at `od` (European) and shown in `format`. */
export function legOf({ match, group, market, option }: Selection, od: number, format: 1 | 2): BetRecordOption {
  const [home, away] = match.ts;
  const score = currentScore(match);
  return {
    sid: match.sid,
    mid: match.id,
    mn: match.nm ?? `${home?.na ?? ''} vs. ${away?.na ?? ''}`,
    lid: match.lg.id,
    ln: match.lg.na,
    bt: match.bt,
    pe: group.pe ?? match.sid * 1000 + 1,
    mty: group.mty,
    mgn: group.nm ?? '',
    on: option.nm ?? option.na ?? '',
    onm: option.na ?? option.nm ?? '',
    ip: inPlay(match) ? 1 : 0,
    te: match.ts.map((team) => ({ na: team.na, id: team.id })),
    sr: 0,
    bo: oddsText(od, format),
    of: format,
    ...(market.li === undefined ? {} : { li: market.li }),
    ...(score && group.mty === 1000 ? { re: `${score[0]}-${score[1]}` } : {}),
    mrid: market.id,
    ty: option.ty,
    od: round2(od),
    mtp: match.ty === 1 ? 1 : 2,
    ...(match.fmt === undefined ? {} : { fmt: match.fmt }),
    ...(match.fid === undefined ? {} : { fid: match.fid }),
    ms: match.ms,
    ...(score ? { scs: score } : {}),
    bsc: scoreSummary(match),
    mc: { pe: match.mc.pe, r: match.mc.r ?? false },
  };
}

/** Stake bookkeeping of a bet: total stake, maximum return and maximum win. */
export function stakeFigures(unitStake: number, subBets: number, returnPerUnit: number) {
  const sat = round2(unitStake * subBets);
  const mla = round2(unitStake * returnPerUnit);
  const mwa = round2(mla - sat);
  return { sat, us: unitStake, mla, mwa, lwa: mwa };
}

/** The member's bets, newest first. */
export const ordersOf = (memberId: number): SportsOrder[] =>
  db.sportsOrders.findMany((q) => q.where({ memberId }), { orderBy: { cte: 'desc' } });

export function findOrder(memberId: number, id: string): SportsOrder | undefined {
  return db.sportsOrders.findFirst((q) => q.where({ memberId, id })) ?? undefined;
}

export interface SingleOrderInput {
  memberId: number;
  selection: Selection;
  stake: number;
  /** European odds the bet is taken at. */
  od: number;
  format: 1 | 2;
  oddsChange: 0 | 1 | 2;
  now: number;
  remark?: string;
  /** Made from a reserve bet. */
  fromReserve?: boolean;
}

export interface OrderSpec {
  memberId: number;
  now: number;
  legs: BetRecordOption[];
  sert: 0 | 1;
  subBets: number;
  /** Legs per sub-bet (0: the full combination). */
  sv: number;
  unitStake: number;
  /** What one unit staked on every sub-bet returns if every leg wins. */
  returnPerUnit: number;
  oddsChange: 0 | 1 | 2;
  confirmAt: number;
  co?: 0 | 1;
  ab?: 0 | 1;
  remark?: string;
}

/** A new bet record: accepted once confirmed, nothing paid out or cashed out yet. */
export function newOrder(spec: OrderSpec): SportsOrder {
  const { memberId, legs, subBets } = spec;
  return {
    id: nextOrderId(),
    st: 4,
    sert: spec.sert,
    bt: `${legs.length}x${subBets}*1`,
    bn: subBets,
    al: legs.length,
    sv: spec.sv,
    ...stakeFigures(spec.unitStake, subBets, spec.returnPerUnit),
    sa: 0,
    uwl: 0,
    oc: spec.oddsChange,
    cte: spec.now,
    cid: providerCurrencyOf(memberId),
    exr: 1,
    co: spec.co ?? 1,
    cots: 0,
    cops: 0,
    coc: 0,
    ab: spec.ab ?? 0,
    ss: 0,
    ep: 0,
    ...(spec.remark === undefined ? {} : { rmk: spec.remark }),
    ops: legs,
    crl: [],
    memberId,
    confirmAt: spec.confirmAt,
  };
}

/** Stores a single bet (awaiting confirmation) and returns it; the caller debits the stake. */
export async function createSingleOrder(input: SingleOrderInput): Promise<SportsOrder> {
  const { selection, od, now } = input;
  return db.sportsOrders.create(
    newOrder({
      memberId: input.memberId,
      now,
      legs: [legOf(selection, od, input.format)],
      sert: 0,
      subBets: 1,
      sv: 1,
      unitStake: input.stake,
      returnPerUnit: od,
      oddsChange: input.oddsChange,
      confirmAt: now + confirmDelay([selection]),
      co: selection.match.ty === 1 ? 0 : 1,
      ab: input.fromReserve ? 1 : 0,
      ...(input.remark === undefined ? {} : { remark: input.remark }),
    }),
  );
}

export interface ParlayOrderInput {
  memberId: number;
  legs: ReadonlyArray<{ selection: Selection; od: number; format: 1 | 2 }>;
  /** Legs per sub-bet (0: the full combination). */
  sn: number;
  subBets: number;
  /** Sum of the sub-bets' odds (what one unit of stake per sub-bet returns if every leg wins). */
  combinedOdds: number;
  unitStake: number;
  oddsChange: 0 | 1 | 2;
  now: number;
  remark?: string;
}

/** Stores a parlay order (one row of a parlay, awaiting confirmation); the caller debits the stake. */
export async function createParlayOrder(input: ParlayOrderInput): Promise<SportsOrder> {
  const { legs, now } = input;
  return db.sportsOrders.create(
    newOrder({
      memberId: input.memberId,
      now,
      legs: legs.map((leg) => legOf(leg.selection, leg.od, leg.format)),
      sert: 1,
      subBets: input.subBets,
      sv: input.sn,
      unitStake: input.unitStake,
      returnPerUnit: input.combinedOdds,
      oddsChange: input.oddsChange,
      confirmAt: now + confirmDelay(legs.map((leg) => leg.selection)),
      ...(input.remark === undefined ? {} : { remark: input.remark }),
    }),
  );
}

/**
 * Makes the member's bets that are still being confirmed end rejected (`rj`) instead of accepted, and gives their
 * stakes back, as the provider does when a trader or the risk engine refuses them. Returns the ids it rejected.
 */
export async function rejectPendingOrders(memberId: number, rj: RejectCode, now = Date.now()): Promise<string[]> {
  const pending = ordersOf(memberId).filter((order) => now < order.confirmAt && order.st === 4);
  await rejectOrders(pending.map((order) => order.id), rj);
  return pending.map((order) => order.id);
}

/** Makes the given bets end rejected with `rj` once their confirmation time comes, and gives their stakes back. */
export async function rejectOrders(ids: readonly string[], rj: RejectCode): Promise<void> {
  for (const id of ids) {
    const order = db.sportsOrders.findFirst((q) => q.where({ id }));
    if (order?.st !== 4) continue;
    await db.sportsOrders.update((q) => q.where({ id }), {
      data: (bet) => {
        bet.st = 2;
        bet.rj = rj;
        bet.rjs = REJECT_REASONS[rj]?.ENG ?? '';
        bet.ct = bet.confirmAt;
        bet.sa = bet.sat;
      },
    });
    await adjustBalance(order.memberId, order.sat, 'betRefund', order.id);
  }
}

/** Keeps the given bets in confirmation (status 1) for `ms` from `now` before they end as they would have. */
export async function holdConfirmation(ids: readonly string[], ms: number, now = Date.now()): Promise<void> {
  for (const id of ids) {
    await db.sportsOrders.update((q) => q.where({ id }), {
      data: (bet) => {
        bet.pending = 1;
        bet.confirmAt = now + ms;
      },
    });
  }
}
