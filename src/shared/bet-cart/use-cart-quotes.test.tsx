import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@/shared/api/generated/sports/model';
import { quoteBetSlip } from '@/shared/api/generated/sports/order/order';
import { createQueryClient } from '@/shared/api/query-client';
import type { LiveMessageHandler } from '@/shared/live/live-socket';
import { oddsChange } from '@/shared/live/live-test-data';
import { getUserSettings } from '@/shared/settings/user-settings';
import { betSelection } from './bet-selection-test-data';
import { clearCart, getCartItems, toggleBetSelection } from './cart-store';
import { CART_QUOTE_INTERVAL_MS, useCartQuotes } from './use-cart-quotes';

vi.mock('@/shared/api/generated/sports/order/order', async (original) => ({
  ...(await original<typeof import('@/shared/api/generated/sports/order/order')>()),
  quoteBetSlip: vi.fn(),
}));
vi.mock('@/shared/live/match-subscriptions', () => ({ useLiveMatches: vi.fn() }));

const called = vi.mocked(quoteBetSlip);
/** The quote call, answering with the given quote (what fetchBetQuote reads). */
const quoted = {
  mockResolvedValue: (answer: Quote) => called.mockResolvedValue({ code: 0, msg: '', data: answer } as Awaited<ReturnType<typeof quoteBetSlip>>),
  mockReset: () => called.mockReset(),
};

function fakeSocket() {
  const handlers = new Set<LiveMessageHandler>();
  return {
    addHandler: (handler: LiveMessageHandler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    push: (message: Parameters<LiveMessageHandler>[0]) => handlers.forEach((handler) => handler(message)),
    size: () => handlers.size,
  };
}

const mounted: (() => void)[] = [];

function render(open: boolean, socket = fakeSocket()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(({ isOpen }) => useCartQuotes(isOpen, socket), { wrapper, initialProps: { isOpen: open } });
  mounted.push(view.unmount);
  return { ...view, socket };
}

const quote = (od: number): Quote => ({ bms: [{ mid: 1, ss: 1, op: { ty: 1, od }, smin: 10, smax: 900, au: 1 }], sos: [] });

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.useRealTimers();
  clearCart();
  quoted.mockReset();
});

describe('useCartQuotes', () => {
  it('quotes the open cart with the multiple rows and applies the answer', async () => {
    quoted.mockResolvedValue(quote(2.2));
    toggleBetSelection(betSelection({ marketId: 1, matchId: 10, odds: 1.9 }));
    render(true);
    await waitFor(() => expect(getCartItems()[0]).toMatchObject({ odds: 2.2, oddsMove: 'up', smin: 10, smax: 900 }));
    expect(called).toHaveBeenCalledWith(
      { oddsChange: getUserSettings().oddsChange, isSelectSeries: true, betMatchMarketList: [{ matchId: 10, marketId: 1, type: 1 }] },
      { noNeedResponseMsg: true },
    );
  });

  it('asks nothing while the cart is closed or empty', async () => {
    const empty = render(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    empty.unmount();
    toggleBetSelection(betSelection({ marketId: 1 }));
    const closed = render(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).not.toHaveBeenCalled();
    expect(closed.socket.size()).toBe(0);
  });

  it('asks again on the named interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    quoted.mockResolvedValue(quote(1.9));
    toggleBetSelection(betSelection({ marketId: 1 }));
    render(true);
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(CART_QUOTE_INTERVAL_MS);
    await waitFor(() => expect(called).toHaveBeenCalledTimes(2));
  });

  it('asks again when a socket odds push names one of the cart matches, not another match', async () => {
    quoted.mockResolvedValue(quote(1.9));
    toggleBetSelection(betSelection({ marketId: 1, matchId: 10 }));
    const { socket } = render(true);
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
    socket.push(oddsChange(99, []));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called).toHaveBeenCalledTimes(1);
    quoted.mockResolvedValue(quote(1.7));
    socket.push(oddsChange(10, []));
    await waitFor(() => expect(getCartItems()[0]).toMatchObject({ odds: 1.7, oddsMove: 'down' }));
    expect(called).toHaveBeenCalledTimes(2);
  });
});
