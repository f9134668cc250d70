import type { Quote, QuotedMarket } from '@/shared/api/generated/sports/model';
import { oddsMove } from '@/shared/lib/odds';
import { needsOddsWarning, type OddsChangeSetting } from '@/shared/bet-cart/cart-rules';
import type { PlaceLeg } from './place-types';

/** Odds are compared to three decimals: the provider quotes European odds with at most three. */
const thousandths = (odds: number): number => Math.round(odds * 1000);

/**
 * Whether the player has to accept `current` before betting at the `requested` odds, under the oddsChange setting
 * (SPEC.md section 5 "Odds change warning"): the cart's own warning rule, applied to the fresh quote.
 */
export function mustAcceptOdds(requested: number, current: number, setting: OddsChangeSetting): boolean {
  return needsOddsWarning(setting, oddsMove(thousandths(requested), thousandths(current)), false);
}

/**
 * ok: every selection may be sent as it is · accept: the player must see new odds or a moved line first ·
 * unavailable: a selection cannot be bet on now (suspended, closed, locked odds or missing from the quote).
 */
export type QuoteVerdict = 'ok' | 'accept' | 'unavailable';

const VERDICT_RANK: Record<QuoteVerdict, number> = { ok: 0, accept: 1, unavailable: 2 };

function legVerdict(leg: PlaceLeg, market: QuotedMarket | undefined, setting: OddsChangeSetting): QuoteVerdict {
  if (!market) return 'unavailable';
  // A line move answers the new market with the old id in omid: always shown to the player (SPEC.md section 5).
  if (market.mid !== leg.marketId) return 'accept';
  const odds = market.op?.od;
  if (market.ss !== 1 || odds === undefined || odds <= 0) return 'unavailable';
  return mustAcceptOdds(leg.odds, odds, setting) ? 'accept' : 'ok';
}

/** The fresh quote's verdict on the legs about to be placed: the worst verdict of any leg. */
export function judgeQuote(legs: readonly PlaceLeg[], quote: Pick<Quote, 'bms'>, setting: OddsChangeSetting): QuoteVerdict {
  let verdict: QuoteVerdict = 'ok';
  for (const leg of legs) {
    const market = quote.bms.find((entry) => entry.mid === leg.marketId) ?? quote.bms.find((entry) => entry.omid === leg.marketId);
    const next = legVerdict(leg, market, setting);
    if (VERDICT_RANK[next] > VERDICT_RANK[verdict]) verdict = next;
  }
  return verdict;
}
