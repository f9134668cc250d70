import { queryOptions } from '@tanstack/react-query';
import { STALE } from '@/shared/api/query-client';
import { fetchBetQuote, type QuoteLeg } from './quote';

/** How often the open cart asks for fresh odds, status and limits of its selections. */
export const CART_QUOTE_INTERVAL_MS = 10_000;

/** Quotes of the cart; keyed by the selections (not their odds, which the quote itself changes) and the member. */
export const cartQuoteKeys = {
  all: ['bet-cart', 'quote'] as const,
  quote: (selections: string, token: string | null) => ['bet-cart', 'quote', selections, token ?? ''] as const,
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
