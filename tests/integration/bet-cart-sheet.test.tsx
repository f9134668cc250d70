import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { CART_STORAGE_KEY } from '@/shared/bet-cart/cart-persistence';
import { clearCart, getCartItems, toggleBetSelection } from '@/shared/bet-cart/cart-store';
import { logoutMember } from '@/shared/session/logout';
import { resetSportsNavState } from '@/shared/sports/nav-state';
import { openApp, SLOW, t } from '../support/app';

/**
 * The bet cart through the real routes (issue 10, "The bet cart"): a tap on odds in /sports puts the selection in
 * the cart bar, the bar opens the slip, a stake shows what it wins, the cart survives a remount and logout empties it.
 */

async function openSports(as?: 'lotus888') {
  const view = await openApp('/sports', { namespaces: ['sports', 'live', 'bet-cart'], ...(as ? { as } : {}) });
  await screen.findAllByRole('tabpanel', {}, SLOW);
  return view;
}

/** Taps the first open option of the first match row; returns its button. */
async function pickFirstOption(): Promise<HTMLElement> {
  const row = (await within(screen.getByRole('tabpanel')).findAllByRole('article', {}, SLOW))[0]!;
  const option = within(row)
    .getAllByRole('button', { pressed: false })
    .find((button) => !button.hasAttribute('disabled') && !button.getAttribute('aria-label'));
  expect(option).toBeDefined();
  await userEvent.click(option!);
  return option!;
}

const cartBar = () => screen.findByRole('button', { name: new RegExp(t('bet-cart:barCount', { count: 1 })) }, SLOW);

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  clearCart();
  resetSportsNavState();
  localStorage.clear();
});

describe('bet cart', { timeout: 30_000 }, () => {
  it('a tapped option shows in the cart bar; the slip takes a stake and shows what it wins', async () => {
    await openSports();
    expect(screen.queryByRole('button', { name: new RegExp(t('bet-cart:totalOdds')) })).toBeNull();
    const option = await pickFirstOption();
    expect(option).toHaveAttribute('aria-pressed', 'true');
    const bar = await cartBar();
    const [item] = getCartItems();
    expect(bar).toHaveTextContent(item!.odds.toFixed(2));

    await userEvent.click(bar);
    const slip = within(await screen.findByRole('dialog', { name: t('bet-cart:title') }));
    const name = `${item!.optionName} · ${item!.marketName}`;
    const stake = slip.getByRole('textbox', { name: t('bet-cart:stakeFor', { name }) });
    const toWin = slip.getByRole('status', { name: `${t('bet-cart:toWin')}: ${name}` });
    expect(toWin).toHaveTextContent('0.00');
    await userEvent.type(stake, '1');
    const odds = getCartItems()[0]!.odds;
    await waitFor(() => expect(toWin).toHaveTextContent((Math.round((odds - 1) * 100) / 100).toFixed(2)));
    await userEvent.type(stake, '00');
    await waitFor(() => expect(toWin).toHaveTextContent(((Math.round((100 * odds - 100) * 100) / 100).toFixed(2))));
    expect(slip.getByRole('button', { name: t('bet-cart:place') })).toBeEnabled();
  });

  it('keeps the cart and the typed stake across a remount (saved locally)', async () => {
    const first = await openSports();
    await pickFirstOption();
    await userEvent.click(await cartBar());
    const slip = within(await screen.findByRole('dialog', { name: t('bet-cart:title') }));
    await userEvent.type(slip.getAllByRole('textbox')[0]!, '25');
    first.unmount();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({ items: [{ marketId: getCartItems()[0]!.marketId }] });

    await openSports();
    const again = within(await screen.findByRole('dialog', { name: t('bet-cart:title') }, SLOW));
    expect(again.getAllByRole('textbox')[0]).toHaveValue('25');
  });

  it('logout empties the cart', async () => {
    await openSports('lotus888');
    await pickFirstOption();
    await cartBar();
    await act(() => logoutMember());
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(t('bet-cart:totalOdds')) })).toBeNull());
    expect(getCartItems()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{"items":[]}').items).toEqual([]);
  });
});

describe('bet cart on /maintain', { timeout: 30_000 }, () => {
  it('shows the cart bar inside the page’s bet slip section', async () => {
    toggleBetSelection(betSelection());
    await openApp('/maintain', { namespaces: ['sports-help', 'bet-cart'] });
    const section = await screen.findByRole('region', { name: t('sports-help:maintain.cart') }, SLOW);
    await waitFor(() => expect(within(section).getByRole('button', { name: new RegExp(t('bet-cart:barCount', { count: 1 })) })).toBeVisible(), SLOW);
  });
});
