import type { QuotedMarket } from '@/shared/api/generated/sports/model';
import { oddsMove, type OddsMove } from '@/shared/lib/odds';
import type { BetSelection, CartItem } from './cart-types';

/** SPEC.md section 5 "Bet cart limit": at most 10 selections. */
export const CART_LIMIT = 10;

export type ToggleOutcome = 'added' | 'removed' | 'replaced' | 'limit';

/** A selection as a cart item before any quote: open, parlay allowed, no stake limits. */
export function newCartItem(selection: BetSelection): CartItem {
  return { ...selection, smin: 0, smax: 0, ss: 1, au: 1, oddsMove: 'none' };
}

/**
 * SPEC.md section 4: the same option again removes it; another option of a market already in the cart replaces
 * it (in place, so the count does not grow); anything else is added unless the cart already holds `limit` items.
 */
export function toggleItem(
  items: readonly CartItem[],
  selection: BetSelection,
  limit = CART_LIMIT,
): { items: readonly CartItem[]; outcome: ToggleOutcome } {
  const index = items.findIndex((item) => item.marketId === selection.marketId);
  const existing = items[index];
  if (existing && existing.optionType === selection.optionType) {
    return { items: items.filter((_, i) => i !== index), outcome: 'removed' };
  }
  if (existing) return { items: items.map((item, i) => (i === index ? newCartItem(selection) : item)), outcome: 'replaced' };
  if (items.length >= limit) return { items, outcome: 'limit' };
  return { items: [...items, newCartItem(selection)], outcome: 'added' };
}

/** Odds below or at 0 (the provider's -999) cannot be bet. */
export const isBettableOdds = (odds: number): boolean => Number.isFinite(odds) && odds > 0;

/** Suspended (ss 0) and closed (ss -1) markets, or odds that cannot be bet, lock their item. */
export function lockReason(item: Pick<CartItem, 'ss' | 'odds'>): 'suspended' | 'closed' | null {
  if (item.ss === -1) return 'closed';
  if (item.ss !== 1 || !isBettableOdds(item.odds)) return 'suspended';
  return null;
}

/** Odds change of one item: compared only between two bettable prices, so a lock is not "down". */
export function itemOddsMove(previous: number, next: number): OddsMove {
  return isBettableOdds(previous) && isBettableOdds(next) ? oddsMove(previous, next) : 'none';
}

/** The oddsChange setting (SPEC.md section 3 "User settings"): 0 warn on any change, 1 when odds fall, 2 never. */
export type OddsChangeSetting = 0 | 1 | 2;

/** SPEC.md section 5 "Odds change warning"; a market replacement (omid) always warns. */
export function needsOddsWarning(setting: OddsChangeSetting, move: OddsMove, replaced: boolean): boolean {
  if (replaced) return true;
  if (move === 'none' || setting === 2) return false;
  return setting === 0 || move === 'down';
}

/**
 * The cart item after a quote of its market: odds (with the move marker), line, status, parlay flag, limits,
 * and the new market id when the line moved (omid). A closed market answers only mid and ss: the rest is kept.
 */
export function quotedItem(item: CartItem, market: QuotedMarket): CartItem {
  const replaced = market.omid !== undefined && market.omid === item.marketId && market.mid !== item.marketId;
  const next: CartItem = { ...item, marketId: market.mid, ss: market.ss };
  if (replaced) next.replacedFrom = item.marketId;
  if (market.op) {
    next.odds = market.op.od;
    if (market.op.li !== undefined) next.line = market.op.li;
    const move = itemOddsMove(item.odds, market.op.od);
    if (move !== 'none') next.oddsMove = move;
  }
  if (market.smin !== undefined) next.smin = market.smin;
  if (market.smax !== undefined) next.smax = market.smax;
  if (market.au !== undefined) next.au = market.au;
  if (market.re !== undefined) next.re = market.re;
  if (market.ip !== undefined) next.ip = market.ip === 1 || market.ip === true;
  return next;
}

export type IneligibleReason = 'sameMatch' | 'noParlay' | 'notOpen' | 'noOdds';

/**
 * SPEC.md section 5 "Multi-bet eligibility": one selection per match, au = 1, ss = 1 and odds above 0. The reason
 * an item cannot be a leg of a multiple, or null when it can.
 */
export function ineligibleReason(item: CartItem, items: readonly CartItem[]): IneligibleReason | null {
  if (items.some((other) => other.matchId === item.matchId && other.marketId !== item.marketId)) return 'sameMatch';
  if (item.ss !== 1) return 'notOpen';
  if (!isBettableOdds(item.odds)) return 'noOdds';
  if (item.au !== 1) return 'noParlay';
  return null;
}

/** The legs of a multiple: the items eligible by ineligibleReason; a multiple needs at least 2 of them. */
export function multipleLegs(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => ineligibleReason(item, items) === null);
}

/** Cents, rounded half away from zero (the way odds and amounts are shown). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

/** The combined (decimal) odds of the items: the product of their odds; 0 when there is none or one is locked. */
export function totalOdds(items: readonly Pick<CartItem, 'odds'>[]): number {
  if (items.length === 0 || !items.every((item) => isBettableOdds(item.odds))) return 0;
  return items.reduce((product, item) => product * item.odds, 1);
}

/** What a stake wins on top of itself at these (decimal) odds, in cents. */
export function toWin(stake: number, odds: number): number {
  if (!(stake > 0) || !isBettableOdds(odds)) return 0;
  return roundMoney(stake * odds - stake);
}

/** Digits keep at most 2 decimals and one point; anything else the player types (or pastes) is dropped. */
export function cleanStakeText(text: string): string {
  const [whole = '', ...rest] = text.replace(/,/g, '.').replace(/[^\d.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (rest.length === 0) return digits;
  return `${digits || '0'}.${rest.join('').slice(0, 2)}`;
}

/** The stake a typed text stands for, or null when it is empty or not a positive amount. */
export function parseStake(text: string): number | null {
  const cleaned = cleanStakeText(text);
  if (!/\d/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export type StakeProblem = 'required' | 'belowMin' | 'aboveMax';

/** A stake against the quote's limits (0 = no limit): what is wrong with it, or null when it can be placed. */
export function stakeProblem(stake: number | null, min: number, max: number): StakeProblem | null {
  if (stake === null || !(stake > 0)) return 'required';
  if (min > 0 && stake < min) return 'belowMin';
  if (max > 0 && stake > max) return 'aboveMax';
  return null;
}
