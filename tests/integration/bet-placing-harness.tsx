// The probe screen the placing tests render: it calls usePlaceBets the way the bet cart does, on the mock provider,
// with helpers to pick open selections of the seed, fill the cart and count lotus888's orders.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { db } from '@mocks/db';
import { LOTUS_ID, openPicks, useBettingTestData, type OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { clearCart, toggleBetSelection } from '@/shared/bet-cart/cart-store';
import { resetPlacing } from '@/features/betting/bet-placing/place-bets';
import { usePlaceBets } from '@/features/betting/bet-placing/hooks/use-place-bets';
import type { PlaceRequest, PlaceResult } from '@/features/betting/bet-placing/lib/place-types';
import { i18n } from '@/shared/i18n';
import { clearToken } from '@/shared/session/token-store';
import { setUserSettings } from '@/shared/settings/user-settings';
import { hideBetNotification } from '@/shared/ui/notification/bet-notification';
import { renderRoutes } from '../support/render-app';
import { stopRecording } from '../support/requests';

export const SLOW = { timeout: 15_000 };
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'bet-placing', ...options });

/** What the probe screen hands the test: the hook's place() and the request its button sends. */
export const probe: { place?: (request: PlaceRequest) => Promise<PlaceResult>; request?: PlaceRequest; taps: Promise<PlaceResult>[] } = { taps: [] };

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

export async function renderProbe() {
  const { router, queryClient } = await renderRoutes(
    [
      { path: '/sports', element: <Probe /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/sports?tab=3',
  );
  await i18n.loadNamespaces('bet-placing');
  await screen.findByRole('button', { name: 'Place bet' });
  return { router, queryClient };
}

export const preMatch = () => openPicks((match) => match.ms === 4 && match.ty === 2);
export const leg = (pick: OpenPick, odds = pick.od) => ({ matchId: pick.matchId, marketId: pick.marketId, optionType: pick.optionType, odds });
export const single = (picks: OpenPick[], stake = 100): PlaceRequest => ({ kind: 'single', bets: picks.map((pick) => ({ leg: leg(pick), stake })) });
/** Puts the picks in the cart, as tapping their odds does. */
export const addToCart = (picks: OpenPick[]) =>
  picks.forEach((pick) => toggleBetSelection(betSelection({ matchId: pick.matchId, marketId: pick.marketId, optionType: pick.optionType, odds: pick.od })));
export const lotusOrders = () => db.sportsOrders.findMany((q) => q.where({ memberId: LOTUS_ID }));
export const ordersOfLotus = () => lotusOrders().length;

export const place = (request: PlaceRequest) => {
  if (!probe.place) throw new Error('The probe is not rendered');
  return probe.place(request);
};

/** Seeds the mock data for each test, and puts placing, the cart, the session and the settings back after it. */
export function usePlacingHarness(): void {
  useBettingTestData();
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
}
