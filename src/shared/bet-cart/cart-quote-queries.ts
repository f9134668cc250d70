import { queryOptions } from '@tanstack/react-query';
import type { Quote } from '@/shared/api/generated/sports/model';
import { getQuoteBetSlipUrl, quoteBetSlip } from '@/shared/api/generated/sports/order/order';
import { SportsApiError } from '@/shared/api/errors';
import { STALE } from '@/shared/api/query-client';
import { getUserSettings } from '@/shared/settings/user-settings';

/** One selection to quote: the match, the market (mks.id), the option (op.ty) and the odds the player saw. */
export interface QuoteLeg {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

/**
 * Fresh odds, status, stake limits and (with isSelectSeries) the parlay rows of the given selections
 * (batchBetMatchMarketOfJumpLine, sports-provider-facts §3.6). The player's oddsChange setting is sent with it.
 * Quotes are refreshed on an interval, so a failing code is not toasted; the client's error is thrown instead.
 */
export async function fetchBetQuote(legs: readonly QuoteLeg[], options: { isSelectSeries: boolean }): Promise<Quote> {
  const response = await quoteBetSlip(
    {
      oddsChange: getUserSettings().oddsChange,
      isSelectSeries: options.isSelectSeries,
      betMatchMarketList: legs.map((leg) => ({ matchId: leg.matchId, marketId: leg.marketId, type: leg.optionType })),
    },
    { noNeedResponseMsg: true },
  );
  if (!response.data) throw new SportsApiError(response.code, 'Quote answered without data', getQuoteBetSlipUrl(), response);
  return response.data;
}


/** How often the open cart asks for fresh odds, status and limits of its selections. */
export const CART_QUOTE_INTERVAL_MS = 10_000;

const all = ['bet-cart'] as const;

/** Quotes of the cart; keyed by the selections (not their odds, which the quote itself changes) and the member. */
export const cartQuoteKeys = {
  all,
  quote: (selections: string, token: string | null) => [...all, 'quote', selections, token ?? ''] as const,
};

/** The key part that names the selections: match, market and option of each leg, in cart order. */
export const selectionsKey = (legs: readonly Omit<QuoteLeg, 'odds'>[]): string =>
  legs.map((leg) => `${leg.matchId}:${leg.marketId}:${leg.optionType}`).join(',');

/**
 * The quote of the cart's selections with the multiple rows (isSelectSeries), refreshed on CART_QUOTE_INTERVAL_MS.
 * `legs` reads the selections when the quote is sent, so a refresh asks with the odds the cart holds by then.
 */
export const cartQuoteQuery = (selections: string, token: string | null, legs: () => readonly QuoteLeg[]) =>
  queryOptions({
    queryKey: cartQuoteKeys.quote(selections, token),
    queryFn: () => fetchBetQuote(legs(), { isSelectSeries: true }),
    staleTime: STALE.liveOdds,
    refetchInterval: CART_QUOTE_INTERVAL_MS,
    retry: false,
  });
