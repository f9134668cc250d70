import type { Quote } from '@/shared/api/generated/sports/model';
import { i18n } from '@/shared/i18n';
import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';
import { showToast } from '@/shared/ui/toast/toast';
import { getToken, subscribeToken } from '@/shared/session/token-store';
import { readCart, writeCart } from './cart-persistence';
import { CART_LIMIT, cleanStakeText, quotedItem, toggleItem, type ToggleOutcome } from './cart-rules';
import { EMPTY_CART, type BetSelection, type CartItem, type CartState, type CartTab } from './cart-types';

export type { BetSelection, CartItem, CartState, CartTab } from './cart-types';

/** How long an item shows that its odds went up or down (SPEC.md section 4 "Bet cart"). */
export const ODDS_MARKER_MS = 2_000;

/**
 * The bet cart (SPEC.md sections 4-5): its items and everything the player typed. It starts empty (so reset, which
 * logout calls, empties it), is filled from local storage at once and saved on every change.
 */
export const cartStore = createStore<CartState>(EMPTY_CART);
cartStore.set(readCart());
cartStore.subscribe(writeCart);

const patch = (change: Partial<CartState>) => cartStore.update((state) => ({ ...state, ...change }));

/** The state without the given markets' stakes. */
function withoutStakes(stakes: Readonly<Record<string, string>>, marketIds: readonly number[]): Record<string, string> {
  const gone = new Set(marketIds.map(String));
  return Object.fromEntries(Object.entries(stakes).filter(([key]) => !gone.has(key)));
}

/** A cart with these items; an empty cart closes and forgets the typed amounts. */
function withItems(state: CartState, items: readonly CartItem[], stakes = state.stakes): CartState {
  if (items.length === 0) return EMPTY_CART;
  return { ...state, items, stakes };
}

/**
 * Adds the selection and opens the cart, or removes it when the same option is already selected; another option
 * of a market in the cart replaces it. At the limit nothing is added and the player is told (common.selectMatchLimit).
 */
export function toggleBetSelection(selection: BetSelection): ToggleOutcome {
  const state = cartStore.get();
  const { items, outcome } = toggleItem(state.items, selection);
  if (outcome === 'limit') {
    showToast({ message: i18n.t('common.selectMatchLimit', { ns: 'common', num: CART_LIMIT }), durationMs: 2_000 });
    return outcome;
  }
  const stakes = outcome === 'removed' ? withoutStakes(state.stakes, [selection.marketId]) : state.stakes;
  const next = withItems(state, items, stakes);
  cartStore.set(outcome === 'added' ? { ...next, open: true } : next);
  return outcome;
}

const markerTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Clears the item's up/down marker ODDS_MARKER_MS after its last change. */
function scheduleMarkerClear(marketId: number): void {
  clearTimeout(markerTimers.get(marketId));
  markerTimers.set(
    marketId,
    setTimeout(() => {
      markerTimers.delete(marketId);
      cartStore.update((state) => {
        if (!state.items.some((item) => item.marketId === marketId && item.oddsMove !== 'none')) return state;
        return { ...state, items: state.items.map((item) => (item.marketId === marketId ? { ...item, oddsMove: 'none' } : item)) };
      });
    }, ODDS_MARKER_MS),
  );
}

/**
 * Brings the cart up to date with a quote: odds (with markers), line, status, parlay flag, stake limits, and a moved
 * line's new market id (omid; the typed stake follows it). The multiple rows are kept when the quote has them.
 */
export function applyQuote(quote: Quote): void {
  const state = cartStore.get();
  const stakes: Record<string, string> = { ...state.stakes };
  let changed = false;
  const items = state.items.map((item) => {
    const market = quote.bms.find((entry) => entry.mid === item.marketId) ?? quote.bms.find((entry) => entry.omid === item.marketId);
    if (!market) return item;
    const next = quotedItem(item, market);
    if (next.marketId !== item.marketId && stakes[item.marketId] !== undefined) {
      stakes[next.marketId] = stakes[item.marketId] ?? '';
      delete stakes[item.marketId];
    }
    if (next.oddsMove !== item.oddsMove || next.odds !== item.odds) scheduleMarkerClear(next.marketId);
    changed = true;
    return next;
  });
  if (!changed && !quote.sos) return;
  cartStore.set({ ...state, items, stakes, series: quote.sos ?? state.series });
}

/** Accepted selections leave the cart (with their stakes). */
export function removeCartItems(marketIds: readonly number[]): void {
  cartStore.update((state) => {
    const items = state.items.filter((item) => !marketIds.includes(item.marketId));
    return items.length === state.items.length ? state : withItems(state, items, withoutStakes(state.stakes, marketIds));
  });
}

/** Rejected selections stay in the cart with the (translated) reason. */
export function markRejected(marketIds: readonly number[], reason: string): void {
  cartStore.update((state) =>
    marketIds.some((id) => state.items.some((item) => item.marketId === id))
      ? { ...state, items: state.items.map((item) => (marketIds.includes(item.marketId) ? { ...item, rejection: reason } : item)) }
      : state,
  );
}

export function clearCart(): void {
  cartStore.set(EMPTY_CART);
}

// Logout empties the cart (SPEC.md section 4 "Session"). Watching the token keeps the cart out of logout's start-up
// code; a cart saved by a member who logged out while this module was not loaded is dropped by readCart.
let cartToken = getToken();
subscribeToken((token) => {
  if (cartToken && token !== cartToken) clearCart();
  cartToken = token;
});

export function setCartExpanded(expanded: boolean): void {
  patch({ expanded });
}

export function setCartTab(tab: CartTab): void {
  patch({ tab });
}

/** The stake typed for one single (cleaned to an amount); a new stake clears a rejection shown on the item. */
export function setItemStake(marketId: number, text: string): void {
  cartStore.update((state) => ({
    ...state,
    stakes: { ...state.stakes, [marketId]: cleanStakeText(text) },
    items: state.items.map((item) => (item.marketId === marketId && item.rejection ? { ...item, rejection: undefined } : item)),
  }));
}

/** "Stake on all": the amount goes to every single. */
export function setStakeOnAll(text: string): void {
  const stakeAll = cleanStakeText(text);
  cartStore.update((state) => ({
    ...state,
    stakeAll,
    stakes: Object.fromEntries(state.items.map((item) => [String(item.marketId), stakeAll])),
  }));
}

export function setSeriesStake(sn: number, text: string): void {
  cartStore.update((state) => ({ ...state, seriesStakes: { ...state.seriesStakes, [sn]: cleanStakeText(text) } }));
}

export function getCartItems(): readonly CartItem[] {
  return cartStore.get().items;
}

export function useCartItems(): readonly CartItem[] {
  return useStore(cartStore, (state) => state.items);
}

export function useCartState(): CartState {
  return useStore(cartStore);
}

/** Whether this option of this market is in the cart; re-renders only when that answer changes. */
export function useIsBetSelected(marketId: number, optionType: number): boolean {
  return useStore(cartStore, (state) => state.items.some((item) => item.marketId === marketId && item.optionType === optionType));
}

/** Every selection, in the order they were picked. */
export function useBetSelections(): readonly BetSelection[] {
  return useCartItems();
}
