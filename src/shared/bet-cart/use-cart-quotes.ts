import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { LiveSocket } from '@/shared/live/live-socket';
import { useOddsChanged } from '@/shared/live/use-odds-changed';
import { useStore } from '@/shared/lib/use-store';
import { useToken } from '@/shared/session/use-session';
import { cartQuoteKeys, cartQuoteQuery, selectionsKey, type QuoteLeg } from './cart-quote-queries';
import { applyQuote, cartStore, getCartItems } from './cart-store';

export { CART_QUOTE_INTERVAL_MS } from './cart-quote-queries';

const cartLegs = (): QuoteLeg[] =>
  getCartItems().map(({ matchId, marketId, optionType, odds }) => ({ matchId, marketId, optionType, odds }));

/**
 * While the cart is open its selections are re-quoted (SPEC.md section 4 "Bet cart"): on CART_QUOTE_INTERVAL_MS
 * and at once whenever a socket odds push names one of its matches (through src/shared/live, which subscribes the
 * matches). Every answer goes into the cart through applyQuote. Returns the quote query, so the sheet can show a
 * failed refresh. `socket` is for tests; the app's live socket otherwise.
 */
export function useCartQuotes(open: boolean, socket?: Pick<LiveSocket, 'addHandler'>) {
  const queryClient = useQueryClient();
  const token = useToken();
  // The odds are not part of the key: a quote that moves them must not start another quote.
  const selections = useStore(cartStore, (state) => selectionsKey(state.items));
  const items = useStore(cartStore, (state) => state.items);
  const active = open && selections !== '';
  const query = useQuery({ ...cartQuoteQuery(selections, token, cartLegs), enabled: active });

  useEffect(() => {
    if (query.data) applyQuote(query.data);
  }, [query.data]);

  const matchIds = useMemo(() => (active ? [...new Set(items.map((item) => item.matchId))] : []), [active, items]);
  const requote = useCallback(
    () => void queryClient.refetchQueries({ queryKey: cartQuoteKeys.quote(selections, token) }, { cancelRefetch: false }),
    [queryClient, selections, token],
  );
  useOddsChanged(matchIds, requote, socket);

  return query;
}
