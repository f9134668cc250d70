import type { SeriesOption } from '@/shared/api/generated/sports/model';
import {
  ineligibleReason,
  lockReason,
  multipleLegs,
  parseStake,
  roundMoney,
  stakeProblem,
  toWin,
  type StakeProblem,
} from '@/shared/bet-cart/cart-rules';
import type { CartItem, CartState } from '@/shared/bet-cart/cart-store';
import type { PlaceLeg, PlaceRequest } from '../bet-placing/lib/place-types';

/** What the sheet's footer shows and what Place sends, derived from the cart. */
export interface CartSummary {
  /** What the player stakes in all. */
  totalStake: number;
  /** What the bets win on top of their stakes if every one wins. */
  potentialWin: number;
  /** The request Place sends, or null when nothing can be placed. */
  request: PlaceRequest | null;
  /** A typed amount the limits refuse: Place waits until it is fixed. */
  invalid: boolean;
}

export const legOf = ({ matchId, marketId, optionType, odds }: CartItem): PlaceLeg => ({ matchId, marketId, optionType, odds });

/** The stake problem of one single: none while nothing is typed (that selection is simply not bet). */
export function singleStakeProblem(item: CartItem, text: string | undefined): StakeProblem | null {
  if (!text) return null;
  return stakeProblem(parseStake(text), item.smin, item.smax);
}

export function seriesStakeProblem(row: SeriesOption, text: string | undefined): StakeProblem | null {
  if (!text) return null;
  return stakeProblem(parseStake(text), row.mi, row.mx);
}

/** Singles: every open item with a valid stake is one bet. */
export function singleSummary(state: Pick<CartState, 'items' | 'stakes'>): CartSummary {
  let totalStake = 0;
  let potentialWin = 0;
  let invalid = false;
  const bets: { leg: PlaceLeg; stake: number }[] = [];
  for (const item of state.items) {
    if (lockReason(item)) continue;
    const text = state.stakes[item.marketId];
    if (singleStakeProblem(item, text)) invalid = true;
    const stake = parseStake(text ?? '');
    if (stake === null || singleStakeProblem(item, text)) continue;
    bets.push({ leg: legOf(item), stake });
    totalStake += stake;
    potentialWin += toWin(stake, item.odds);
  }
  return {
    totalStake: roundMoney(totalStake),
    potentialWin: roundMoney(potentialWin),
    request: bets.length > 0 && !invalid ? { kind: 'single', bets } : null,
    invalid,
  };
}

/** Multiples: the eligible legs (at least 2) and every multiple row with a valid unit stake. */
export function multipleSummary(state: Pick<CartState, 'items' | 'seriesStakes' | 'series'>): CartSummary {
  const legs = multipleLegs(state.items);
  let totalStake = 0;
  let potentialWin = 0;
  let invalid = false;
  const series: { sn: number; unitStake: number }[] = [];
  for (const row of state.series) {
    const text = state.seriesStakes[row.sn];
    if (seriesStakeProblem(row, text)) invalid = true;
    const unitStake = parseStake(text ?? '');
    if (unitStake === null || seriesStakeProblem(row, text)) continue;
    series.push({ sn: row.sn, unitStake });
    totalStake += unitStake * row.in;
    potentialWin += unitStake * row.sodd - unitStake * row.in;
  }
  const placeable = legs.length >= 2 && series.length > 0 && !invalid;
  return {
    totalStake: roundMoney(totalStake),
    potentialWin: roundMoney(Math.max(0, potentialWin)),
    request: placeable ? { kind: 'multiple', legs: legs.map(legOf), series } : null,
    invalid,
  };
}

/** Why an item is shown as not part of the multiple (null when it is a leg). */
export const notEligible = (item: CartItem, items: readonly CartItem[]) => ineligibleReason(item, items);
