import { expect, test, type Page } from '@playwright/test';
import { bootApp, isCall, jsonBody, signInTo, solvePuzzle } from './support/app';
import { backendOf, handBackendTo } from './support/referrals';
import { completeDeposit, depositByBank, mainWalletBalance, openedDepositOrder, openInApp } from './support/wallet';

// The invite programme and VIP levels in real Chromium against the demo build. Member A (lotus888) copies their
// invite link; in a fresh browser a guest opens it and registers, and the registration names A's code; the new member
// deposits 1 000 000 VND, which lifts them to VIP 1: the new badge shows and the VIP 1 upgrade bonus is claimed once
// (a double tap included), the balance rising by exactly that bonus. Back in A's browser, the friends list shows the
// new member and the first-deposit reward is the one the tiers give for 1 000 000 VND: 150 000 VND.

const FRIEND = { userName: `inv${Date.now().toString().slice(-7)}`, password: 'Sen2026vn' } as const;
/** lotus888's friend masked as the programme shows names: the first two and last two characters. */
const FRIEND_SHOWN = `${FRIEND.userName.slice(0, 2)}***${FRIEND.userName.slice(-2)}`;
const DEPOSIT = 1_000_000;
/** The first-deposit tier the deposit reaches (mocks/seed/referrals.ts): 1 000 000 and more earns 150 000. */
const DEPOSIT_REWARD = '150,000.00 VND';
/** The VIP 1 upgrade bonus of the level table (mocks/seed/vip-levels.ts). */
const VIP1_BONUS = 18_000;

async function register(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill(FRIEND.userName);
  await page.getByLabel('Password', { exact: true }).fill(FRIEND.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(FRIEND.password);
  await solvePuzzle(page);
  const registration = page.waitForRequest(isCall('/api/user/auth/account-register'));
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  return jsonBody(await registration);
}

async function depositOneMillion(page: Page) {
  await depositByBank(page, DEPOSIT);
  await completeDeposit(page, await openedDepositOrder(page));
}

test.describe('invite programme and VIP levels', () => {
  test('a friend joins through the link and deposits: their VIP 1 bonus is paid once, and the inviter sees them and the reward', async ({ browser, page, baseURL }) => {
    test.setTimeout(120_000);
    const inviter = page.context();
    await inviter.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    const link = await test.step('member A copies the invite link from /invite', async () => {
      await signInTo(page, '/invite');
      const code = (await page.getByTestId('referral-code').textContent()) ?? '';
      expect(code).toMatch(/^LT[0-9A-Z]{4}$/);
      await page.getByRole('button', { name: 'Copy link', exact: true }).click();
      await expect(page.getByText('Copied', { exact: true })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).searchParams.get('referCode')).toBe(code);
      await expect(page.getByTestId('invite-qr')).toHaveAttribute('data-link', copied);
      await expect(page.getByRole('heading', { name: 'Invited friends (5)' })).toBeVisible();
      return copied;
    });

    const friendContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const friend = await friendContext.newPage();

    await test.step('in a fresh browser a guest opens the link and registers with A’s code', async () => {
      await handBackendTo(friendContext, await backendOf(page));
      // A handed-over backend is restored record by record before the app starts: wait for the boot on its own
      // (BOOT_TIMEOUT_MS), so the checks after it do not pay for it on a busy machine.
      await bootApp(friend, link);
      await expect(friend).toHaveURL((url) => url.pathname === '/register');
      const body = await register(friend);
      expect(body).toMatchObject({ userName: FRIEND.userName, referCode: new URL(link).searchParams.get('referCode') });
      await expect(friend).toHaveURL((url) => url.pathname !== '/register');
    });

    await test.step('the new member deposits 1 000 000 VND and reaches VIP 1: the new badge, and the bonus paid once', async () => {
      await depositOneMillion(friend);
      const before = await mainWalletBalance(friend);
      await openInApp(friend, '/vip');
      const card = friend.getByTestId('vip-level-card');
      await expect(card.getByRole('heading', { name: 'VIP 1' })).toBeVisible();
      await expect(card.locator('svg[data-vip-level="1"]')).toBeVisible();
      const claim = friend.getByRole('button', { name: 'Claim the VIP 1 upgrade bonus' });
      const claims: string[] = [];
      friend.on('request', (request) => {
        if (isCall('/api/member/vip/claimUpgradeBonus')(request)) claims.push(request.postData() ?? '');
      });
      await claim.dblclick();
      await expect(friend.getByText('18,000.00 VND added to your wallet (VIP 1 bonus)')).toBeVisible();
      await expect(claim).toHaveCount(0);
      await expect(friend.getByText(/^Claimed \d{4}-\d{2}-\d{2}$/)).toBeVisible();
      expect(claims).toHaveLength(1);
      expect(await mainWalletBalance(friend)).toBe(before + VIP1_BONUS);
      await openInApp(friend, '/');
      await expect(friend.getByTestId('vip-badge').locator('svg[data-vip-level="1"]')).toBeVisible();
    });

    await test.step('back in A’s browser: the friend is listed and the first-deposit reward is the tier’s', async () => {
      await handBackendTo(inviter, await backendOf(friend));
      await friendContext.close();
      await bootApp(page, '/invite');
      await expect(page.getByRole('heading', { name: 'Invited friends (6)' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: FRIEND_SHOWN });
      await expect(row).toContainText('Deposited');
      await expect(row).toContainText('First deposit 1,000,000.00 VND');
      await openInApp(page, '/invite/details');
      const newest = page.getByRole('list', { name: 'First deposits' }).getByRole('listitem').first();
      await expect(newest).toContainText(DEPOSIT_REWARD);
      await expect(newest).toContainText(`${FRIEND_SHOWN} deposited 1,000,000.00 VND`);
      await expect(newest).toContainText('To claim');
    });
  });
});
