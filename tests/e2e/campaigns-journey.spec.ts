import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './support/app';
import { completeDeposit, mainWalletBalance, openedDepositOrder, openInApp, submitBankTransfer } from './support/wallet';

// The promotions journeys in real Chromium against the demo build: a first deposit through the wallet moves the
// first-charge campaign's progress and a double-tapped claim credits exactly the bonus once (in /welfare and the
// campaign's records too); the lucky wheel stops on the prize the server drew and credits it; a guest reads the
// guest ranking and is asked to log in to join.

const CLAIM_PATH = '/api/promotion/activity/claim';
const SPIN_PATH = '/api/promotion/activity/turntable/prize/get';
const FIRST_CHARGE = '/first-charge?activityId=3002';
/** Tier 2 of the first-charge campaign: a first deposit of 500 000 VND pays 150 000 VND, to be bet 5 times. */
const DEPOSIT = 500_000;
const BONUS = 150_000;

const tierItems = (page: Page) => page.getByRole('region', { name: 'Reward tiers' }).getByRole('listitem');

test.describe('promotions journey', () => {
  test('first charge: a deposit moves the progress, a double-tapped claim credits the bonus once, in welfare and the records', async ({ page }) => {
    // Eight screens and one deposit review on a busy 2-core runner.
    test.setTimeout(120_000);
    await signInTo(page, FIRST_CHARGE);
    await expect(tierItems(page)).toHaveCount(4);
    await expect(tierItems(page).first()).toHaveAttribute('data-status', 'open');

    const orderNo = await test.step('the campaign leads into the deposit screen; a bank transfer of 500 000 VND is credited', async () => {
      await page.getByRole('link', { name: 'Deposit now' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/deposit');
      await submitBankTransfer(page, DEPOSIT);
      const number = await openedDepositOrder(page);
      await completeDeposit(page, number);
      return number;
    });
    expect(orderNo).toMatch(/^DP\d+$/);

    const before = await test.step('the progress moved: the 500 000 tier is claimable, the lower one is covered by it', async () => {
      const balance = await mainWalletBalance(page);
      await openInApp(page, FIRST_CHARGE);
      await expect(tierItems(page).nth(1)).toHaveAttribute('data-status', 'claimable');
      await expect(tierItems(page).nth(0)).toHaveAttribute('data-status', 'reached');
      return balance;
    });

    await test.step('a double tap on claim sends one claim and credits exactly the bonus once', async () => {
      const claims: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === CLAIM_PATH) claims.push(request.postData() ?? '');
      });
      await tierItems(page).nth(1).getByRole('button', { name: /^Claim/ }).dblclick();
      await expect(page.getByText('150,000 VND has been added to your wallet. Bet 750,000 VND before withdrawing it.')).toBeVisible();
      await expect(tierItems(page).nth(1)).toHaveAttribute('data-status', 'claimed');
      expect(claims).toEqual([JSON.stringify({ activityId: 3002, levelId: 2 })]);
      expect(await mainWalletBalance(page)).toBe(before + BONUS);
    });

    await test.step('the claim is in the campaign records and in /welfare with its turnover', async () => {
      await openInApp(page, FIRST_CHARGE);
      await expect(page.getByRole('region', { name: 'My rewards' }).getByText('+150,000 VND')).toBeVisible();
      await openInApp(page, '/welfare?tab=claimed');
      const reward = page.getByRole('article', { name: 'First deposit of 500,000 VND or more from 100% first deposit bonus' });
      await expect(reward).toHaveAttribute('data-status', 'claimed');
      await expect(reward.getByText('Bet 750,000 VND more to withdraw it (0 VND of 750,000 VND)')).toBeVisible();
    });
  });

  test('lucky wheel: a spin stops on the prize the server drew, credits it and leaves one spin less', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, '/luckyWheel');
    await expect(page.getByTestId('spins-left')).toHaveText('You have 3 spins left');
    const before = await mainWalletBalance(page);
    await openInApp(page, '/luckyWheel');
    await expect(page.getByTestId('spins-left')).toHaveText('You have 3 spins left');

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === SPIN_PATH);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const spin = ((await (await answer).json()) as { data: { prizeId: number; prizeType: number; amount: number; remainingNum: number } }).data;
    // The wheel turns for a few seconds, then the result shows and the pointer stands on the drawn prize's sector.
    await expect(page.locator('p[role="status"][data-prize]')).toHaveAttribute('data-prize', String(spin.prizeId), { timeout: 15_000 });
    await expect(page.locator('[data-stopped-prize]')).toHaveAttribute('data-stopped-prize', String(spin.prizeId));
    const extra = spin.prizeType === 2 ? spin.amount : 0;
    expect(spin.remainingNum).toBe(2 + extra);
    await expect(page.getByTestId('spins-left')).toHaveText(`You have ${2 + extra} spins left`);
    await expect(page.getByRole('list', { name: 'My spins' }).getByRole('listitem')).toHaveCount(1);
    expect(await mainWalletBalance(page)).toBe(before + (spin.prizeType === 1 ? spin.amount : 0));
  });

  test('a guest sees the guest ranking and is asked to log in to join', async ({ page }) => {
    await page.goto('/rank-activity?activityId=3009&lang=en&mockReset=1');
    const board = page.getByRole('region', { name: 'Guest leaderboard' });
    await expect(board.getByRole('row')).toHaveCount(21);
    await expect(board.getByRole('row').nth(1)).toContainText('8,888,000 VND');
    await page.getByRole('button', { name: 'Log in to join the ranking' }).click();
    // The way back is this page with its query (the address still carries the visit's lang and mockReset).
    await expect(page).toHaveURL((url) => url.pathname === '/login' && (url.searchParams.get('redirect') ?? '').startsWith('/rank-activity?activityId=3009'));
  });
});
