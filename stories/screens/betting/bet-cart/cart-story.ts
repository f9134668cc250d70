// Shared setup of the bet cart stories: selections seeded into the cart and the quote the mock provider answers.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Quote, QuotedMarket } from '@/shared/api/generated/sports/model';
import { getQuoteBetSlipUrl } from '@/shared/api/generated/sports/order/order';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { clearCart, setCartExpanded, setCartTab, toggleBetSelection, type BetSelection, type CartTab } from '@/shared/bet-cart/cart-store';

/** Three picks from three matches (1X2 home, handicap, over/under), odds 1.9, 2.05 and 1.8. */
export const PICKS: readonly BetSelection[] = [
  betSelection({ matchId: 101, marketId: 1001, optionType: 1, odds: 1.9, matchName: 'Hanoi FC vs Viettel', marketName: '1X2', optionName: 'Hanoi FC' }),
  betSelection({ matchId: 102, marketId: 1002, optionType: 2, odds: 2.05, marketType: 1000, line: '+0.5', matchName: 'Arsenal vs Chelsea', marketName: 'Handicap', optionName: 'Chelsea' }),
  betSelection({ matchId: 103, marketId: 1003, optionType: 4, odds: 1.8, marketType: 1007, line: '2.5', matchName: 'Real Madrid vs Sevilla', marketName: 'Over/Under', optionName: 'Over' }),
];

/** Fills the cart with `picks` (expanded on `tab` unless told otherwise); the cart is emptied after the story. */
export function seedCart(picks: readonly BetSelection[], { expanded = true, tab = 'single' as CartTab } = {}) {
  return () => {
    clearCart();
    for (const pick of picks) toggleBetSelection(pick);
    setCartTab(tab);
    setCartExpanded(expanded);
    return clearCart;
  };
}

/** A quoted market: open, parlay allowed, the pick's odds unless changed. */
export const quoted = (pick: BetSelection, change: Partial<QuotedMarket> = {}): QuotedMarket => ({
  mid: pick.marketId,
  ss: 1,
  au: 1,
  smin: 10,
  smax: 5000,
  op: { ty: pick.optionType, od: pick.odds, ...(pick.line ? { li: pick.line } : {}) },
  ...change,
});

/** The mock provider answers every bet-slip quote with `quote` (after `wait` ms). */
export function quoteAnswers(quote: Quote, wait = 0): HttpHandler[] {
  return [
    http.post(`*${getQuoteBetSlipUrl()}`, async () => {
      if (wait) await delay(wait);
      return HttpResponse.json({ code: 0, success: true, data: quote });
    }),
  ];
}

/** The multiple rows three legs allow, as the provider sends them: 2-folds, the 3-fold and the full combination (sn 0). */
export const SERIES_ROWS = [
  { sn: 2, in: 3, sodd: 11.07, mi: 10, mx: 1000 },
  { sn: 3, in: 1, sodd: 7.01, mi: 10, mx: 1000 },
  { sn: 0, in: 4, sodd: 18.08, mi: 10, mx: 1000 },
];
