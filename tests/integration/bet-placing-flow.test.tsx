import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { override } from '@mocks/handlers/routes';
import { sportsFail } from '@mocks/handlers/sports-envelope';
import { setOdds, walletBalance, type OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { BETTING } from '@mocks/scenarios/betting';
import { getGetStakeOrderStatusUrl, getPlaceMultipleBetUrl, getPlaceSingleBetsUrl, getQuoteBetSlipUrl } from '@/shared/api/generated/sports/order/order';
import { getCartItems } from '@/shared/bet-cart/cart-store';
import { memberKeys } from '@/shared/member/member-queries';
import { setUserSettings } from '@/shared/settings/user-settings';
import { getBetNotification } from '@/shared/ui/notification/bet-notification';
import { countRequests, recordBodies } from '../support/requests';
import { signIn } from '../support/session';
import { addToCart, leg, place, preMatch, renderProbe, single, SLOW, t, usePlacingHarness } from './bet-placing-harness';

/**
 * Placing bets through usePlaceBets on the mock provider (SPEC.md sections 4 and 7): a small screen calls the hook
 * the way the bet cart does, and the mock backend takes, confirms or refuses the bets.
 */
usePlacingHarness();

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

  it('answers unavailable when the fresh quote finds the market suspended: the closed-market message, the item locked', SLOW, async () => {
    await renderProbe();
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    await setOdds(pick, pick.od, 0);

    const result = await place(single([pick]));

    // The cart changed (the item is locked), so the answer is not a plain error but says what the quote found.
    expect(result).toEqual({
      kind: 'unavailable',
      message: t('code.3002'),
      quote: expect.objectContaining({ bms: [expect.objectContaining({ mid: pick.marketId, ss: 0 })] }),
    });
    expect(sent()).toBe(0);
    expect(getCartItems()[0]).toMatchObject({ marketId: pick.marketId, ss: 0 });
  });

  it('answers error when the fresh quote fails: nothing sent and the cart exactly as it was', SLOW, async () => {
    await renderProbe();
    const [pick, other] = preMatch() as [OpenPick, OpenPick];
    addToCart([pick, other]);
    await setOdds(pick, pick.od, 0);
    server.use(override({ method: 'POST', path: getQuoteBetSlipUrl() }, () => sportsFail(3000, 'Provider text')));
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const before = getCartItems();

    const result = await place(single([pick, other]));

    expect(result).toEqual({ kind: 'error', message: t('code.3000') });
    expect(sent()).toBe(0);
    expect(getCartItems()).toBe(before);
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
