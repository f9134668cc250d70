import { expect, test, type Page } from '@playwright/test';
import { isCall, jsonBody, MEMBER, submitLogin } from './support/app';
import { mainWalletBalance, openInApp } from './support/wallet';

// The lobby journey in real Chromium against the demo build: a guest sees the game types in the agent line's order
// (the local host has no agent group: the server's order) and is asked to log in when tapping a game; after logging
// in the same tap opens /webview with the mock's demo game; back returns to the same tab, the game wallet is
// collected and the balance read again; a game inside its maintenance window shows the window instead.

const LIVE = '/game?type=1001102';
const SERVER_ORDER = ['Sports', 'Slots', 'Live casino', 'Lottery', 'Fishing'];
const COLLECT_PATH = '/api/game/fund/collect';
const BALANCE_PATH = '/api/fund/wallet/member/local';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game types' }).getByRole('tab');
const tile = (page: Page, name: string) => page.getByRole('list', { name: 'Live casino games' }).getByRole('button', { name: new RegExp(name) });

test.describe('lobby journey', () => {
  test('a guest logs in from a game tile, plays the demo game, comes back to the same tab with the balance refreshed', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${LIVE}&lang=en&mockReset=1`);
    await expect(tabs(page)).toHaveText(SERVER_ORDER);
    await expect(page.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');

    await test.step('tapping a game as a guest asks for login, with the way back', async () => {
      await tile(page, 'Evolution Baccarat').click();
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === LIVE);
      await submitLogin(page, MEMBER.userName, MEMBER.password);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === LIVE);
    });

    const start = await mainWalletBalance(page);
    await openInApp(page, LIVE);

    await test.step('the same tap opens /webview showing the demo game, with one jump', async () => {
      const jumps: unknown[] = [];
      page.on('request', (request) => {
        if (isCall('/api/game/bet/single-wallet/jump')(request)) jumps.push(jsonBody(request));
      });
      await tile(page, 'Evolution Baccarat').dblclick();
      await expect(page).toHaveURL((url) => url.pathname === '/webview' && url.searchParams.get('lobbyCode') === 'EVO_LIVE');
      const game = page.frameLocator('iframe[title="Evolution Baccarat"]');
      await expect(game.locator('#name')).toHaveText('Evolution Baccarat');
      expect(jumps).toHaveLength(1);
    });

    await test.step('back returns to the live casino tab, collects the game wallet and reads the balance again', async () => {
      const collect = page.waitForRequest((request) => isCall(COLLECT_PATH)(request));
      const balance = page.waitForRequest((request) => isCall(BALANCE_PATH)(request));
      await page.goBack();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === LIVE);
      await expect(page.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
      expect(jsonBody(await collect)).toEqual({ lobbyCode: 'EVO_LIVE' });
      await balance;
      expect(await mainWalletBalance(page)).toBe(start);
    });
  });

  test('a game under maintenance shows its window instead of opening', async ({ page }) => {
    await page.goto(`${LIVE}&scenario=lobby-maintenance&lang=en&mockReset=1`);
    const evolution = tile(page, 'Evolution Baccarat');
    await expect(evolution.getByText('Maintenance', { exact: true })).toBeVisible();
    await evolution.click();
    const dialog = page.getByRole('alertdialog', { name: 'Evolution Baccarat is under maintenance' });
    await expect(dialog).toContainText(/\d{2}-\d{2} \d{2}:\d{2} to \d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page).toHaveURL((url) => url.pathname === '/game');
  });
});
