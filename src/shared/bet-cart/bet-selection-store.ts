import type { ReadableStore } from '@/shared/lib/create-store';
import { cartStore, clearCart } from './cart-store';
import type { BetSelection, CartItem, CartState } from './cart-types';

/**
 * What the sportsbook's selection buttons use of the bet cart (./cart-store): toggle a selection, whether it is
 * selected, and the selections alone (without what quotes added to the cart items).
 */
export type { BetSelection } from './cart-types';
export { toggleBetSelection, useBetSelections, useIsBetSelected } from './cart-store';

function selectionOf({ matchId, marketId, optionType, odds, sportId, marketType, period, line, matchName, marketName, optionName }: CartItem): BetSelection {
  return { matchId, marketId, optionType, odds, sportId, marketType, period, line, matchName, marketName, optionName };
}

let lastItems: CartState['items'] | undefined;
let lastSelections: readonly BetSelection[] = [];

/** The same array while the cart's items are the same, so it is a safe snapshot. */
function selections(): readonly BetSelection[] {
  const { items } = cartStore.get();
  if (items !== lastItems) {
    lastItems = items;
    lastSelections = items.map(selectionOf);
  }
  return lastSelections;
}

/** The cart's selections as a store; reset empties the cart. */
export const betSelectionStore: ReadableStore<readonly BetSelection[]> & { reset(): void } = {
  get: selections,
  subscribe: (listener) => cartStore.subscribe(() => listener(selections())),
  reset: clearCart,
};
