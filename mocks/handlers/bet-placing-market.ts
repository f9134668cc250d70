// What the provider knows about a selection when it quotes or takes a bet: the current match, market and option
// from the match collection (following line moves), stake limits, odds in the player's format, and the member's
// balance in provider money (the provider wallet follows the main wallet).
import type { Market, MarketGroup, MatchRecord, Option } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import { handicapLabels } from '../seed/sports-markets';
import { ledgerBalance, postLedgerEntry, type LedgerKind } from './ledger';

/** Most single orders in one call and most legs in one parlay (`mon` / `msl` of a quote). */
export const MAX_SINGLE_ORDERS = 10;
export const MAX_PARLAY_LEGS = 10;
/** Smallest stake of a single or of one parlay sub-bet, in provider money. */
export const MIN_STAKE = 10;
const MAX_STAKE = { preMatch: 50_000, inPlay: 20_000, outright: 10_000 } as const;
/** Largest win one parlay sub-bet may pay. */
const MAX_PARLAY_WIN = 500_000;

export interface Selection {
  match: MatchRecord;
  group: MarketGroup;
  market: Market;
  option: Option;
  /** The market id the caller named, when the line has moved since (the caller's id is then old). */
  movedFrom?: number;
}

export type SelectionState =
  | { state: 'closed'; marketId: number }
  | { state: 'suspended'; selection: Selection }
  | { state: 'open'; selection: Selection };

/** The market id a market id stands for now, after any line moves. */
export function currentMarketId(marketId: number): number {
  let id = marketId;
  for (let hops = 0; hops < 50; hops += 1) {
    const move = db.marketLineMoves.findFirst((q) => q.where({ from: id }));
    if (!move) return id;
    id = move.to;
  }
  return id;
}

function locate(marketId: number, matchId?: number): { match: MatchRecord; group: MarketGroup; market: Market } | undefined {
  const matches = matchId === undefined ? db.matches.all() : db.matches.findMany((q) => q.where({ id: matchId }));
  for (const match of matches) {
    for (const group of match.mg) {
      const market = group.mks.find((m) => m.id === marketId);
      if (market) return { match, group, market };
    }
  }
  return undefined;
}

/** A match is on sale while not started or live and not paused. */
export const matchOnSale = (match: MatchRecord): boolean => match.ss === 1 && (match.ms === 4 || match.ms === 5);

/** The current state of a selection: closed (gone or off sale), suspended (locked odds) or open. */
export function selectionState(marketId: number, optionType: number, matchId?: number): SelectionState {
  const id = currentMarketId(marketId);
  const found = locate(id, matchId);
  const option = found?.market.op.find((o) => o.ty === optionType);
  if (!found || !option || !matchOnSale(found.match) || found.market.ss === -1) return { state: 'closed', marketId };
  const selection: Selection = { ...found, option, ...(id === marketId ? {} : { movedFrom: marketId }) };
  return found.market.ss === 1 && option.od > 0 ? { state: 'open', selection } : { state: 'suspended', selection };
}

export const inPlay = (match: MatchRecord): boolean => match.ms === 5;

/** Single-bet stake limits of a market, in provider money. */
export function stakeLimits(match: MatchRecord): { smin: number; smax: number } {
  const smax = match.ty === 1 ? MAX_STAKE.outright : inPlay(match) ? MAX_STAKE.inPlay : MAX_STAKE.preMatch;
  return { smin: MIN_STAKE, smax };
}

/** Largest stake per sub-bet of a parlay row: the smallest single limit, lowered so one sub-bet cannot win too much. */
export function parlayMaxStake(legs: readonly Selection[], subOdds: number): number {
  const single = Math.min(...legs.map((leg) => stakeLimits(leg.match).smax));
  const byWin = subOdds > 1 ? Math.floor(MAX_PARLAY_WIN / (subOdds - 1)) : single;
  return Math.max(MIN_STAKE, Math.min(single, byWin));
}

/** The current score [home, away] of a live match (goals, points or games), if any. */
export function currentScore(match: MatchRecord): [number, number] | undefined {
  if (!inPlay(match)) return undefined;
  const group = match.nsg.find((g) => g.pe === 1000 && g.tyg === 5) ?? match.nsg.find((g) => g.tyg === 5) ?? match.nsg.find((g) => g.tyg === 5559);
  return group ? [group.sc[0] ?? 0, group.sc[1] ?? 0] : [0, 0];
}

/** Scores at bet time in the provider's "S: 1-0,C: 3-2" notation (S goals or points, C corners, Y/R cards). */
export function scoreSummary(match: MatchRecord): string {
  const letters: Record<number, string> = { 5: 'S', 6: 'C', 7: 'Y', 8: 'R' };
  const parts = match.nsg
    .filter((g) => (g.pe === 1000 || match.sid !== 1) && letters[g.tyg] !== undefined)
    .map((g) => `${letters[g.tyg]}: ${g.sc[0] ?? 0}-${g.sc[1] ?? 0}`);
  return parts.length > 0 ? parts.join(',') : 'S: 0-0';
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
};
export const round2 = (value: number): number => round(value, 2);

/** European odds in another format: 2 Hong Kong, 3 Malay, 4 Indonesian, 5 American (1 and unknown: European). */
export function oddsIn(od: number, format: number): number {
  const hk = od - 1;
  switch (format) {
    case 2:
      return round(hk, 3);
    case 3:
      return round(hk <= 1 ? hk : -1 / hk, 3);
    case 4:
      return round(hk >= 1 ? hk : -1 / hk, 3);
    case 5:
      return round(hk >= 1 ? hk * 100 : -100 / hk, 0);
    default:
      return round(od, 3);
  }
}

/** Odds as the provider writes them in bet answers: two decimals in a string ("1.70"). */
export const oddsText = (od: number, format = 1): string => oddsIn(od, format).toFixed(2);

/**
 * Whether a bet placed at `requested` odds is taken when the market now offers `current`: oddsChange 0 takes no
 * change, 1 only better odds, 2 any change.
 */
export function oddsAccepted(requested: number, current: number, oddsChange: number): boolean {
  if (round2(requested) === round2(current)) return true;
  if (oddsChange === 2) return true;
  return oddsChange === 1 && current > requested;
}

// --- Money: the provider wallet follows the member's main wallet -------------------------------------------------

/** Provider currency of a wallet currency: VND is counted in thousands (1000), CNY 1, USD 2, anything else USDT 200. */
const PROVIDER_CURRENCY: Record<string, { cid: number; unit: number }> = {
  VND: { cid: 1000, unit: 1000 },
  CNY: { cid: 1, unit: 1 },
  USD: { cid: 2, unit: 1 },
};

function walletCurrency(memberId: number): { cid: number; unit: number } {
  const currency = db.wallets.findFirst((q) => q.where({ memberId }))?.currency ?? 'VND';
  return PROVIDER_CURRENCY[currency] ?? { cid: 200, unit: 1 };
}

export const providerCurrencyOf = (memberId: number): number => walletCurrency(memberId).cid;

/** Main-wallet money per unit of provider money for the member (1000 for VND). */
export const walletUnit = (memberId: number): number => walletCurrency(memberId).unit;

/** The member's balance in provider money (the funds ledger's balance ÷ the currency's unit). */
export function providerBalance(memberId: number): number {
  return round2(ledgerBalance(memberId) / walletCurrency(memberId).unit);
}

/** Ledger kinds of the betting money moves. */
export type BetMoneyKind = Extract<LedgerKind, 'bet' | 'betRefund' | 'betPayout' | 'cashOut'>;

/**
 * Moves `amount` provider money into (positive) or out of (negative) the member's main wallet as one ledger
 * entry of `kind` for the bet (or reserve) `betId`. Without a kind a debit is a stake and a credit a payout.
 */
export async function adjustBalance(memberId: number, amount: number, kind?: BetMoneyKind, betId = ''): Promise<void> {
  const { unit } = walletCurrency(memberId);
  await postLedgerEntry({ memberId, kind: kind ?? (amount < 0 ? 'bet' : 'betPayout'), amount: round2(amount * unit), orderNo: betId });
}

// --- Line moves ------------------------------------------------------------------------------------------------

const HANDICAP_TYPES = new Set([1000, 1011, 2001, 3002, 5002, 5004]);

function relabel(group: MarketGroup, option: Option, li: string): Option {
  const line = Number(li);
  if (option.ty === 4 || option.ty === 5) return { ...option, nm: `${option.ty === 4 ? 'Over' : 'Under'} ${li}` };
  if (HANDICAP_TYPES.has(group.mty) && (option.ty === 1 || option.ty === 2)) {
    const [home, away] = handicapLabels(line);
    return { ...option, nm: option.ty === 1 ? home : away };
  }
  return option;
}

/**
 * Moves the line of a market the way the provider does: the market is replaced by a new one (a new id) with the
 * new line and odds, and later quotes of the old id answer with the new market and `omid`. Returns the new id.
 */
export async function moveMarketLine(marketId: number, li: string, odds: Record<number, number>, now = Date.now()): Promise<number> {
  const found = locate(currentMarketId(marketId));
  if (!found) throw new Error(`No market ${marketId} to move`);
  const highest = Math.max(...db.matches.all().flatMap((m) => m.mg.flatMap((g) => g.mks.map((k) => k.id))));
  const to = highest + 1;
  const from = found.market.id;
  await db.matches.update((q) => q.where({ id: found.match.id }), {
    data: (match) => {
      for (const group of match.mg) {
        group.mks = group.mks.map((market) =>
          market.id !== from
            ? market
            : { ...market, id: to, li, op: market.op.map((o) => ({ ...relabel(group, o, li), od: odds[o.ty] ?? o.od })) },
        );
      }
    },
  });
  await db.marketLineMoves.create({ from, to, matchId: found.match.id, movedAt: now });
  return to;
}
