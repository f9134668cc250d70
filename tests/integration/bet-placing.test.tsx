import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { db } from '@mocks/db';
import { override } from '@mocks/handlers/routes';
import { placeSingleBets as placeSinglesAnswer } from '@mocks/handlers/sports-orders';
import { LOTUS_ID, openPicks, setOdds, useBettingTestData, walletBalance, type OpenPick } from '@mocks/handlers/sports-orders-test-client';
import { BETTING } from '@mocks/scenarios/betting';
import {
  getGetStakeOrderStatusUrl,
  getListBetsUrl,
  getPlaceMultipleBetUrl,
  getPlaceSingleBetsUrl,
  getQuoteBetSlipUrl,
} from '@/shared/api/generated/sports/order/order';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { clearCart, getCartItems, toggleBetSelection } from '@/shared/bet-cart/cart-store';
import { resetPlacing } from '@/shared/bet-cart/placing/place-bets';
import { usePlaceBets, type PlaceRequest, type PlaceResult } from '@/shared/bet-cart/placing/use-place-bets';
import { i18n } from '@/shared/i18n';
import { memberKeys } from '@/shared/member/member-queries';
import { clearToken } from '@/shared/session/token-store';
import { setUserSettings } from '@/shared/settings/user-settings';
import { getBetNotification, hideBetNotification } from '@/shared/ui/notification/bet-notification';
import { prepareRender } from '../setup/render-app';
import { countRequests, recordBodies, stopRecording } from '../support/requests';
import { signIn } from '../support/session';

/**
 * Placing bets through usePlaceBets on the mock provider (SPEC.md sections 4 and 7): a small screen calls the hook
 * the way the bet cart does, and the mock backend takes, confirms or refuses the bets. Every "one order" claim is
 * counted on the requests the mock received and on the orders it stored.
 */
useBettingTestData();

const SLOW = { timeout: 15_000 };
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'bet-placing', ...options });

/** What the probe screen hands the test: the hook's place() and the request its button sends. */
const probe: { place?: (request: PlaceRequest) => Promise<PlaceResult>; request?: PlaceRequest; taps: Promise<PlaceResult>[] } = { taps: [] };

function Probe() {
  const { place, phase } = usePlaceBets();
  probe.place = place;
  return (
    <main>
      <p data-testid="phase">{phase}</p>
      <button type="button" onClick={() => probe.request && probe.taps.push(place(probe.request))}>
        Place bet
      </button>
    </main>
  );
}

async function renderProbe() {
  const queryClient = await prepareRender('en');
  await i18n.loadNamespaces('bet-placing');
  const router = createMemoryRouter(
    [
      { path: '/sports', element: <Probe /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/sports?tab=3'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Place bet' });
  return { router, queryClient };
}

const preMatch = () => openPicks((match) => match.ms === 4 && match.ty === 2);
const leg = (pick: OpenPick, odds = pick.od) => ({ matchId: pick.matchId, marketId: pick.marketId, optionType: pick.optionType, odds });
const single = (picks: OpenPick[], stake = 100): PlaceRequest => ({ kind: 'single', bets: picks.map((pick) => ({ leg: leg(pick), stake })) });
/** Puts the picks in the cart, as tapping their odds does. */
const addToCart = (picks: OpenPick[]) =>
  picks.forEach((pick) => toggleBetSelection(betSelection({ matchId: pick.matchId, marketId: pick.marketId, optionType: pick.optionType, odds: pick.od })));
const ordersOfLotus = () => db.sportsOrders.findMany((q) => q.where({ memberId: LOTUS_ID })).length;

const place = (request: PlaceRequest) => {
  if (!probe.place) throw new Error('The probe is not rendered');
  return probe.place(request);
};

beforeEach(() => {
  probe.taps = [];
  probe.request = undefined;
});

afterEach(() => {
  stopRecording();
  clearCart();
  resetPlacing();
  hideBetNotification();
  clearToken();
  setUserSettings({ oddsChange: 1 });
});

describe('placing as a member', () => {
  beforeEach(() => {
    signIn('lotus888');
  });

  it('places a single: one singlePass, status polled until accepted, the selection leaves the cart, the wallet is debited', SLOW, async () => {
    const { queryClient } = await renderProbe();
    const [pick, other] = preMatch() as [OpenPick, OpenPick];
    addToCart([pick, other]);
    queryClient.setQueryData([...memberKeys.balance, 'tk_seed_lotus888'], null);
    queryClient.setQueryData(['bet-records', 'unsettled', 'tk_seed_lotus888'], []);
    const sent = recordBodies(server, getPlaceSingleBetsUrl());
    const polls = countRequests(server, getGetStakeOrderStatusUrl());
    const before = walletBalance();

    const pending = place(single([pick], 100));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('confirming'), SLOW);
    const result = await pending;

    expect(result).toEqual({ kind: 'done', ok: true, accepted: [pick.marketId], rejected: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      singleBetList: [{ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }],
      deviceId: expect.any(String),
    });
    expect(polls()).toBeGreaterThanOrEqual(1);
    expect(getCartItems().map((item) => item.marketId)).toEqual([other.marketId]);
    expect(getBetNotification()).toMatchObject({ ok: true, message: 'Bet placed' });
    expect(walletBalance()).toBeLessThan(before);
    expect(queryClient.getQueryState([...memberKeys.balance, 'tk_seed_lotus888'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['bet-records', 'unsettled', 'tk_seed_lotus888'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('idle'));
  });

  it('places a multiple: betMultiple with the legs and one row per chosen series, both legs leave the cart', SLOW, async () => {
    await renderProbe();
    const [first, second] = preMatch() as [OpenPick, OpenPick];
    addToCart([first, second]);
    const sent = recordBodies(server, getPlaceMultipleBetUrl());
    const result = await place({ kind: 'multiple', legs: [leg(first), leg(second)], series: [{ sn: 2, unitStake: 50 }] });

    expect(result).toEqual({ kind: 'done', ok: true, accepted: [first.marketId, second.marketId], rejected: [] });
    expect(sent).toEqual([
      expect.objectContaining({
        betOptionList: [expect.objectContaining({ marketId: first.marketId }), expect.objectContaining({ marketId: second.marketId })],
        betMultipleData: [expect.objectContaining({ seriesValue: 2, unitStake: 50, oddsChange: 1 })],
      }),
    ]);
    expect(getCartItems()).toEqual([]);
    expect(getBetNotification()).toMatchObject({ ok: true, message: 'Bet placed' });
  });

  it('reports a bet rejected at confirmation with its translated reason, and keeps it in the cart', SLOW, async () => {
    useScenario('bet-rejected');
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const reason = t(`reject.${BETTING.rejectCode}`);

    const result = await place(single([pick]));

    expect(result).toEqual({ kind: 'done', ok: false, accepted: [], rejected: [{ marketId: pick.marketId, reason }] });
    expect(getCartItems()).toEqual([expect.objectContaining({ marketId: pick.marketId, rejection: reason })]);
    expect(getBetNotification()).toMatchObject({ ok: false, message: `Bet rejected: ${reason}` });
  });

  it('answers odds-changed with the fresh quote when the odds fell (setting 1), places nothing and updates the cart', SLOW, async () => {
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const fallen = Math.round((pick.od - 0.2) * 100) / 100;
    await setOdds(pick, fallen);

    const result = await place(single([pick]));

    expect(result.kind).toBe('odds-changed');
    if (result.kind === 'odds-changed') expect(result.quote.bms[0]?.op?.od).toBe(fallen);
    expect(sent()).toBe(0);
    expect(getCartItems()[0]).toMatchObject({ marketId: pick.marketId, odds: fallen, oddsMove: 'down' });
  });

  it('answers odds-changed on any move when the setting is 0 (odds-moving scenario), and places once accepted', SLOW, async () => {
    useScenario('odds-moving');
    setUserSettings({ oddsChange: 0 });
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());

    const first = await place(single([pick]));
    expect(first.kind).toBe('odds-changed');
    expect(sent()).toBe(0);
    // The sheet shows the new odds; the player accepts and places again at the odds now in the cart.
    const accepted = getCartItems()[0]?.odds ?? 0;
    setUserSettings({ oddsChange: 2 });
    const second = await place({ kind: 'single', bets: [{ leg: { ...leg(pick), odds: accepted }, stake: 100 }] });
    expect(second).toMatchObject({ kind: 'done', ok: true, accepted: [pick.marketId] });
    expect(sent()).toBe(1);
  });

  it('refuses at once when the fresh quote finds the market suspended: the closed-market message, the item locked', SLOW, async () => {
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    await setOdds(pick, pick.od, 0);

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('code.3002') });
    expect(sent()).toBe(0);
    expect(getCartItems()[0]).toMatchObject({ marketId: pick.marketId, ss: 0 });
  });

  it('answers a provider refusal with its translated message: nothing placed, cart unchanged, no status polled', SLOW, async () => {
    useScenario('insufficient-balance');
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const polls = countRequests(server, getGetStakeOrderStatusUrl());

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('code.3001') });
    expect(polls()).toBe(0);
    expect(getCartItems().map((item) => [item.marketId, item.rejection])).toEqual([[pick.marketId, undefined]]);
  });
});

describe('one order, whatever the player or the network does', () => {
  beforeEach(() => {
    signIn('lotus888');
  });

  it('a second place() while one runs returns the same promise and sends nothing more', SLOW, async () => {
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const quotes = countRequests(server, getQuoteBetSlipUrl());
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const orders = ordersOfLotus();

    const first = place(single([pick]));
    const second = place(single([pick]));
    expect(second).toBe(first);
    await first;

    expect(quotes()).toBe(1);
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('a double tap on a throttled network sends exactly one order', SLOW, async () => {
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, async () => {
        await delay(1500);
        return undefined;
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    probe.request = single([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const orders = ordersOfLotus();

    const button = screen.getByRole('button', { name: 'Place bet' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('placing'), SLOW);
    fireEvent.click(button);
    const results = await Promise.all(probe.taps);

    expect(probe.taps).toHaveLength(3);
    expect(new Set(probe.taps).size).toBe(1);
    expect(results[0]).toMatchObject({ kind: 'done', ok: true });
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('a retry after an answer lost on the way back finds the order among the unsettled bets instead of sending again', SLOW, async () => {
    let lose = true;
    server.use(
      override<never, never>({ method: 'POST', path: '/v1/order/bet/singlePass' }, async (info) => {
        if (!lose) return undefined;
        lose = false;
        await placeSinglesAnswer(info);
        return HttpResponse.error();
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const lookups = recordBodies(server, getListBetsUrl());
    const orders = ordersOfLotus();

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(ordersOfLotus()).toBe(orders + 1);
    expect(getCartItems()).toHaveLength(1);

    const retry = await place(single([pick]));

    expect(retry).toEqual({ kind: 'done', ok: true, accepted: [pick.marketId], rejected: [] });
    expect(lookups).toEqual([expect.objectContaining({ isSettled: false })]);
    expect(sent()).toBe(1);
    expect(ordersOfLotus()).toBe(orders + 1);
    expect(getCartItems()).toEqual([]);
  });

  it('a retry after a request that never reached the provider looks first, finds nothing, and sends it once more', SLOW, async () => {
    let fail = true;
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.error();
      }),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const lookups = countRequests(server, getListBetsUrl());
    const orders = ordersOfLotus();

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(await place(single([pick]))).toMatchObject({ kind: 'done', ok: true });

    expect(lookups()).toBe(1);
    expect(sent()).toBe(2);
    expect(ordersOfLotus()).toBe(orders + 1);
  });

  it('does not send again while the lookup itself fails: the player is told the connection failed', SLOW, async () => {
    server.use(
      override({ method: 'POST', path: '/v1/order/bet/singlePass' }, () => HttpResponse.error()),
      override({ method: 'POST', path: '/v1/order/new/bet/list' }, () => HttpResponse.error()),
    );
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const sent = countRequests(server, getPlaceSingleBetsUrl());

    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(await place(single([pick]))).toEqual({ kind: 'error', message: t('network') });
    expect(sent()).toBe(1);
  });
});

describe('as a guest', () => {
  it('sends the guest to /login with the way back, and calls nothing', async () => {
    const { router } = await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    const quotes = countRequests(server, getQuoteBetSlipUrl());

    expect(await place(single([pick]))).toEqual({ kind: 'login' });

    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/sports?tab=3');
    expect(quotes()).toBe(0);
  });
});
