import type { Quote } from '@/shared/api/generated/sports/model';
import { getQuoteBetSlipUrl, quoteBetSlip } from '@/shared/api/generated/sports/order/order';
import { SportsApiError } from '@/shared/api/errors';
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
