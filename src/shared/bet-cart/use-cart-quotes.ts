import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getLiveSocket, type LiveSocket } from '@/shared/live/live-socket';
import { useLiveMatches } from '@/shared/live/match-subscriptions';
import { useStore } from '@/shared/lib/use-store';
import { useToken } from '@/shared/session/use-session';
import { cartQuoteKeys, cartQuoteQuery, selectionsKey } from './cart-quote-queries';
import { applyQuote, cartStore, getCartItems } from './cart-store';
import type { QuoteLeg } from './quote';

export { CART_QUOTE_INTERVAL_MS } from './cart-quote-queries';

const cartLegs = (): QuoteLeg[] =>
  getCartItems().map(({ matchId, marketId, optionType, odds }) => ({ matchId, marketId, optionType, odds }));

/**
 * While the cart is open its selections are re-quoted (SPEC.md section 4 "Bet cart"): on CART_QUOTE_INTERVAL_MS
 * and at once whenever a socket odds push names one of its matches (the matches are subscribed for that). Every
 * answer goes into the cart through applyQuote. Returns the quote query, so the sheet can show a failed refresh.
 */
export function useCartQuotes(open: boolean, socket: Pick<LiveSocket, 'addHandler'> = getLiveSocket()) {
  const queryClient = useQueryClient();
  const token = useToken();
  // The odds are not part of the key: a quote that moves them must not start another quote.
  const selections = useStore(cartStore, (state) => selectionsKey(state.items));
  const active = open && selections !== '';
  const query = useQuery({ ...cartQuoteQuery(selections, token, cartLegs), enabled: active });

  useEffect(() => {
    if (query.data) applyQuote(query.data);
  }, [query.data]);

  const matchIds = useMemo(
    () => (active ? [...new Set(selections.split(',').map((leg) => Number(leg.split(':')[0])))] : []),
    [active, selections],
  );
  useLiveMatches(matchIds);

  useEffect(() => {
    if (matchIds.length === 0) return undefined;
    const watched = new Set(matchIds);
    const queryKey = cartQuoteKeys.quote(selections, token);
    return socket.addHandler((message) => {
      if (message.businessType === 'oddsChange' && watched.has(message.businessContent.matchId)) {
        void queryClient.refetchQueries({ queryKey }, { cancelRefetch: false });
      }
    });
  }, [matchIds, selections, token, socket, queryClient]);

  return query;
}
