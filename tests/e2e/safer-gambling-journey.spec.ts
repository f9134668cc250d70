import { expect, test, type Page } from '@playwright/test';
import { MEMBER, signInTo, submitLogin } from './support/app';
import { completeDeposit, depositByBank, depositForm, mainWalletBalance, openedDepositOrder, openInApp } from './support/wallet';

// Safer gambling in real Chromium against the demo build (in English): a daily deposit limit is enforced by the
// mock backend before any money moves, raising it waits until tomorrow and lowering it applies at once; a reality
// check comes on time (the page's clock is moved on, never waited for) and "log out" ends the session; a member who
// self-excludes is logged out and told until when at the next login.

const LIMITS = '/safer-gambling/limits';

/** The daily deposit limit's dialog on /safer-gambling/limits: types `amount` and saves. */
async function setDailyDepositLimit(page: Page, amount: number): Promise<void> {
  await page.getByRole('list', { name: 'Deposit limits' }).getByRole('button', { name: /^Daily/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Deposit limits' });
  await dialog.getByLabel('Limit (VND)').fill(String(amount));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('safer gambling', () => {
  test('a daily deposit limit refuses the deposit that would break it; raising waits until tomorrow, lowering applies now', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, LIMITS);

    await test.step('a daily deposit limit of 500,000 applies at once', async () => {
      await setDailyDepositLimit(page, 500_000);
      await expect(page.getByRole('status').filter({ hasText: 'Daily Deposit limits: 500,000.00 VND applies now.' })).toBeVisible();
    });

    const credited = await test.step('a deposit of 400,000 goes through and is credited', async () => {
      await depositByBank(page, 400_000);
      await completeDeposit(page, await openedDepositOrder(page));
      return mainWalletBalance(page);
    });

    await test.step('a deposit of 200,000 is refused with the limit and its reset; the balance is unchanged', async () => {
      await openInApp(page, '/deposit');
      await depositForm(page).channel('Bank transfer (recommended)').click();
      await expect(page.getByRole('note').filter({ hasText: /^Daily Deposit limits: 100,000\.00 VND left until \d+ \w+ \d{4}, 00:00\.$/ })).toBeVisible();
      await depositByBank(page, 200_000);
      await expect(page.getByRole('alert').filter({ hasText: /^Your daily deposit limit of 500,000 allows only 100,000 more; it resets at \d+ \w+ \d{4}, 00:00\.$/ })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/deposit');
      expect(await mainWalletBalance(page)).toBe(credited);
    });

    await test.step('raising the limit to 800,000 takes effect tomorrow; lowering to 300,000 applies now', async () => {
      await openInApp(page, LIMITS);
      await setDailyDepositLimit(page, 800_000);
      await expect(page.getByRole('status').filter({ hasText: /^Daily Deposit limits: 800,000\.00 VND takes effect tomorrow, .+, after the 24-hour cooling-off\./ })).toBeVisible();
      const row = page.getByRole('list', { name: 'Deposit limits' }).getByRole('button', { name: /^Daily/ });
      await expect(row).toContainText('500,000.00 VND');
      await expect(row).toContainText('changes to 800,000.00 VND on');
      await setDailyDepositLimit(page, 300_000);
      await expect(page.getByRole('status').filter({ hasText: 'Daily Deposit limits: 300,000.00 VND applies now.' })).toBeVisible();
      await expect(row).not.toContainText('changes to');
    });
  });

  test('a reality check comes a minute after login and "log out" ends the session', async ({ page }) => {
    await page.clock.install();
    await signInTo(page, '/safer-gambling', 'reality-check-soon');
    await expect(page.getByRole('timer')).toBeVisible();
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeHidden();
    await page.clock.fastForward('01:05');
    await expect(check).toBeVisible();
    await expect(check).toContainText('You have been playing for 0 h 1 min.');
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(check).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // The member pages are closed now: the guard sends the way to them through the login.
    await page.goto('/safer-gambling');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/safer-gambling');
  });

  test('a member who self-excludes is logged out and told until when at the next login', async ({ page }) => {
    await signInTo(page, '/safer-gambling/break');
    await page.getByRole('tab', { name: 'Self-exclusion' }).click();
    await page.getByRole('radio', { name: '6 months' }).check();
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    await page.getByRole('alertdialog', { name: 'Self-exclude?' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, start now' }).click();
    const taken = page.getByRole('status').filter({ hasText: /^Your self-exclusion has started\. You have been logged out and can log in again after (.+)\.$/ });
    await expect(taken).toBeVisible();

    await openInApp(page, '/login');
    await submitLogin(page, MEMBER.userName, MEMBER.password);
    await expect(page.getByRole('alert').filter({ hasText: /^Your account is self-excluded until \d+ \w+ \d{4}, \d\d:\d\d\. You cannot log in before then\.$/ })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
