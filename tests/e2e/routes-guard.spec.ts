import { expect, test } from '@playwright/test';
import { MEMBER, submitLogin } from './support/app';
import { clientNavigate, LOCKED_DEPOSIT_TOKEN, navBar, prepare, SEED_TOKEN, tabBar, YACHT } from './support/routes';
import { SEED_PASSWORD } from '@mocks/seed/members';

/** The navigation guard in real Chromium against the demo build: the login redirect, locks and open orders. */

test.describe('redirects and the navigation guard', () => {
  test('an anonymous player opening /deposit goes to /login with redirect and from', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/deposit');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.search).toMatch(/^\?redirect=\/deposit&from=/);
    expect(url.searchParams.get('redirect')).toBe('/deposit');
    expect(url.searchParams.get('from')).toBe('/');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  });

  test('after logging in there, the player lands on /deposit', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/deposit');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await submitLogin(page, MEMBER.userName, MEMBER.password);
    await expect(page).toHaveURL((url) => url.pathname === '/deposit');
  });

  test('from carries the page the player came from', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/sports');
    await expect(tabBar(page)).toBeVisible();
    await clientNavigate(page, '/vip?tab=2');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const query = new URL(page.url()).searchParams;
    expect(query.get('redirect')).toBe('/vip?tab=2');
    expect(query.get('from')).toBe('/sports');
  });

  test('an unknown path goes home', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(tabBar(page)).toBeVisible();
  });

  test('a logged-in player opening /login goes home', async ({ page }) => {
    await prepare(page, SEED_TOKEN);
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a deposit-locked player (lockeddp01) gets the toast and stays where they were', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/login');
    await submitLogin(page, 'lockeddp01', SEED_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await clientNavigate(page, '/vipYacht');
    await expect(page.getByRole('heading', YACHT)).toBeVisible();
    await clientNavigate(page, '/deposit');
    await expect(page.getByText('Deposits are locked on your account. Please contact support.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/vipYacht');
    await expect(page.getByRole('heading', YACHT)).toBeVisible();
    await expect(page.locator('[data-keep-alive="/deposit"]')).toHaveCount(0);
  });

  test('opened directly, a locked deposit shows the toast and goes home', async ({ page }) => {
    await prepare(page, LOCKED_DEPOSIT_TOKEN);
    await page.goto('/deposit');
    await expect(page.getByText('Deposits are locked on your account. Please contact support.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an open deposit order goes to /rechargeInformation with the order in the query', async ({ page }) => {
    await prepare(page, SEED_TOKEN);
    await page.goto('/vipYacht?scenario=deposit-open-order');
    await expect(page.getByRole('heading', YACHT)).toBeVisible();
    await clientNavigate(page, '/deposit');
    await expect(page).toHaveURL((url) => url.pathname === '/rechargeInformation');
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderNo')).toBe('DP2026112310010001');
    expect(query.get('status')).toBe('0');
    await expect(navBar(page)).toContainText('Deposit order');
  });

  test('an open withdrawal goes to /withdrawalInformation with orderData', async ({ page }) => {
    await prepare(page, SEED_TOKEN);
    await page.goto('/withdraw?scenario=withdraw-open-order');
    await expect(page).toHaveURL((url) => url.pathname === '/withdrawalInformation');
    const raw = new URL(page.url()).search.replace(/^\?orderData=/, '');
    const order = JSON.parse(decodeURIComponent(raw)) as { orderNo: string; orderStatus: number };
    expect(order).toMatchObject({ orderNo: 'WD2026112310110001', orderStatus: 0 });
    expect(raw).toBe(encodeURIComponent(JSON.stringify(order)));
  });

  test('/live goes to /live/LiveList', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/live');
    await expect(page).toHaveURL((url) => url.pathname === '/live/LiveList');
    await expect(navBar(page)).toContainText('Live streams');
  });
});
