import type { BetSelection } from '@/shared/bet-cart/bet-selection-store';

/**
 * "Follow this plan" and a shared bet put selections into the bet cart: only the ones still open (their match not
 * over), never one the cart already holds (a toggle would take it out again), and one per market (the cart keeps one
 * option per market; the plan's comes last and wins).
 */

export interface OfferedSelection {
  matchId: number;
  sportId: number;
  marketId: number;
  marketType: number;
  period?: number | undefined;
  line?: string | undefined;
  optionType: number;
  odds: number;
  matchName: string;
  marketName: string;
  optionName: string;
}

/** The cart's selection of an offered one (the names as the server wrote them, in the player's language). */
export function toCartSelection(offered: OfferedSelection): BetSelection {
  const { matchId, sportId, marketId, marketType, period, line, optionType, odds, matchName, marketName, optionName } = offered;
  return {
    matchId,
    sportId,
    marketId,
    marketType,
    ...(period === undefined ? {} : { period }),
    ...(line === undefined ? {} : { line }),
    optionType,
    odds,
    matchName,
    marketName,
    optionName,
  };
}

/** The selections to add: open ones the cart does not hold yet, the last of each market. */
export function selectionsToAdd(
  offered: ReadonlyArray<OfferedSelection & { result?: string }>,
  inCart: ReadonlyArray<Pick<BetSelection, 'marketId' | 'optionType'>>,
): BetSelection[] {
  const byMarket = new Map<number, BetSelection>();
  for (const { result, ...selection } of offered) {
    if (result !== undefined && result !== 'open') continue;
    if (inCart.some((item) => item.marketId === selection.marketId && item.optionType === selection.optionType)) continue;
    byMarket.set(selection.marketId, toCartSelection(selection));
  }
  return [...byMarket.values()];
}
