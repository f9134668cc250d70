import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { clearMemberState } from '@/shared/session/logout';
import { clearToken, setToken, TOKEN_KEY } from '@/shared/session/token-store';
import { getToast, hideToast } from '@/shared/ui/toast/toast';
import { betSelection } from './bet-selection-test-data';
import { EMPTY_CART } from './cart-types';
import { CART_STORAGE_KEY, readCart } from './cart-persistence';
import {
  applyQuote,
  cartStore,
  clearCart,
  getCartItems,
  markRejected,
  ODDS_MARKER_MS,
  removeCartItems,
  setItemStake,
  setSeriesStake,
  setStakeOnAll,
  toggleBetSelection,
  useCartItems,
} from './cart-store';

const pick = (marketId: number, optionType = 1, odds = 1.9) => betSelection({ marketId, optionType, odds, matchId: marketId });

beforeAll(() => initI18n('en'));

afterEach(() => {
  vi.useRealTimers();
  clearCart();
  clearToken();
  hideToast();
  localStorage.clear();
});

describe('selecting', () => {
  it('adds a selection and opens the cart; picking it again removes it with its stake', () => {
    toggleBetSelection(pick(1));
    expect(cartStore.get()).toMatchObject({ open: true, items: [{ marketId: 1 }] });
    setItemStake(1, '50');
    toggleBetSelection(pick(1));
    expect(cartStore.get().items).toEqual([]);
    expect(cartStore.get().stakes).toEqual({});
  });

  it('at the limit adds nothing and toasts the limit with num 10', () => {
    for (let id = 1; id <= 10; id += 1) toggleBetSelection(pick(id));
    expect(toggleBetSelection(pick(11))).toBe('limit');
    expect(getCartItems()).toHaveLength(10);
    expect(getToast()?.message).toBe('You can pick at most 10 selections');
  });
});

describe('applyQuote', () => {
  it('updates odds with a marker that clears after 2 s', () => {
    vi.useFakeTimers();
    toggleBetSelection(pick(1, 1, 1.9));
    applyQuote({ bms: [{ mid: 1, ss: 1, op: { ty: 1, od: 2.1 }, smin: 10, smax: 500, au: 1 }] });
    expect(getCartItems()[0]).toMatchObject({ odds: 2.1, oddsMove: 'up', smin: 10, smax: 500 });
    vi.advanceTimersByTime(ODDS_MARKER_MS - 1);
    expect(getCartItems()[0]?.oddsMove).toBe('up');
    vi.advanceTimersByTime(1);
    expect(getCartItems()[0]?.oddsMove).toBe('none');
  });

  it('a second change restarts the marker clock', () => {
    vi.useFakeTimers();
    toggleBetSelection(pick(1, 1, 1.9));
    applyQuote({ bms: [{ mid: 1, ss: 1, op: { ty: 1, od: 2.1 } }] });
    vi.advanceTimersByTime(1500);
    applyQuote({ bms: [{ mid: 1, ss: 1, op: { ty: 1, od: 1.8 } }] });
    vi.advanceTimersByTime(1500);
    expect(getCartItems()[0]?.oddsMove).toBe('down');
    vi.advanceTimersByTime(500);
    expect(getCartItems()[0]?.oddsMove).toBe('none');
  });

  it('moves a replaced market (omid) to its new id with its typed stake, and keeps the multiple rows', () => {
    toggleBetSelection(pick(1));
    toggleBetSelection(pick(2));
    setItemStake(1, '20');
    const sos = [{ sn: 2, in: 1, sodd: 3.61, mi: 10, mx: 1000 }];
    applyQuote({ bms: [{ mid: 9, omid: 1, ss: 1, op: { ty: 1, od: 1.9, li: '1.5' } }], sos });
    expect(getCartItems().map((entry) => [entry.marketId, entry.replacedFrom])).toEqual([
      [9, 1],
      [2, undefined],
    ]);
    expect(cartStore.get().stakes).toEqual({ 9: '20' });
    expect(cartStore.get().series).toEqual(sos);
    applyQuote({ bms: [{ mid: 2, ss: 0 }] });
    expect(cartStore.get().series).toEqual(sos);
  });

  it('leaves the state alone when the quote names none of the cart markets', () => {
    toggleBetSelection(pick(1));
    const before = cartStore.get();
    applyQuote({ bms: [{ mid: 77, ss: 1 }] });
    expect(cartStore.get()).toBe(before);
  });
});

describe('after placing', () => {
  it('accepted selections leave the cart, rejected ones stay with the reason until the stake changes', () => {
    toggleBetSelection(pick(1));
    toggleBetSelection(pick(2));
    toggleBetSelection(pick(3));
    markRejected([2], 'Risk limit');
    removeCartItems([1, 3]);
    expect(getCartItems()).toMatchObject([{ marketId: 2, rejection: 'Risk limit' }]);
    setItemStake(2, '10');
    expect(getCartItems()[0]?.rejection).toBeUndefined();
  });

  it('an emptied cart closes and forgets its typed amounts', () => {
    toggleBetSelection(pick(1));
    setStakeOnAll('30');
    setSeriesStake(2, '5');
    removeCartItems([1]);
    expect(cartStore.get()).toMatchObject({ open: false, items: [], stakes: {}, seriesStakes: {}, stakeAll: '' });
  });
});

describe('typed amounts', () => {
  it('keeps what the player typed, cleaned to an amount; stake on all fills every single', () => {
    toggleBetSelection(pick(1));
    toggleBetSelection(pick(2));
    setItemStake(1, '12.345');
    expect(cartStore.get().stakes).toEqual({ 1: '12.34' });
    setStakeOnAll('100');
    expect(cartStore.get().stakes).toEqual({ 1: '100', 2: '100' });
  });
});

describe('persistence', () => {
  it('logout (the token going) empties the saved cart and the cart in memory', () => {
    setToken('token-a');
    toggleBetSelection(pick(1));
    clearMemberState();
    expect(readCart()).toEqual(EMPTY_CART);
    expect(getCartItems()).toEqual([]);
  });
  it("a member's saved cart is not restored for a guest or another member; a guest's cart survives the login", async () => {
    setToken('token-a');
    toggleBetSelection(pick(1));
    vi.resetModules();
    // Logged out while the cart's code was not loaded (another tab, or a page that does not show the cart).
    localStorage.removeItem(TOKEN_KEY);
    const asGuest = await import('./cart-store');
    expect(asGuest.getCartItems()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    asGuest.toggleBetSelection(pick(2));
    vi.resetModules();
    localStorage.setItem(TOKEN_KEY, 'token-b');
    expect((await import('./cart-store')).getCartItems()).toMatchObject([{ marketId: 2 }]);
    localStorage.setItem(TOKEN_KEY, 'token-c');
    vi.resetModules();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}'), owner: 'token-b' }));
    expect((await import('./cart-store')).getCartItems()).toEqual([]);
  });
  it('is saved under one key and restored when the module loads again (a reload)', async () => {
    toggleBetSelection(pick(1));
    setItemStake(1, '75');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({ items: [{ marketId: 1 }], stakes: { 1: '75' } });
    vi.resetModules();
    const reloaded = await import('./cart-store');
    expect(reloaded.getCartItems()).toMatchObject([{ marketId: 1, matchName: 'Home vs Away' }]);
    expect(reloaded.cartStore.get().stakes).toEqual({ 1: '75' });
  });

});

describe('hooks', () => {
  it('useCartItems follows the items', () => {
    const { result } = renderHook(() => useCartItems());
    expect(result.current).toEqual([]);
    act(() => {
      toggleBetSelection(pick(4));
    });
    expect(result.current).toHaveLength(1);
  });
});
