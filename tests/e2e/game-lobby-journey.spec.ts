import { expect, test, type Page, type Response } from '@playwright/test';
import { bootApp, isCall, jsonBody, MEMBER, submitLogin } from './support/app';
import { moneyValue } from './support/betting';

// The home screen's game lobby in real Chromium against the demo build. A guest sees the game types in the agent
// line's order (the local host belongs to no agent group: the server's order) and is asked to log in when tapping a
// game; after logging in the same tap opens /webview with the mock's demo game, holding the whole balance in the
// game wallet; back returns to the same lobby tab, the game wallet is collected and the balance read again; a game
// inside its maintenance window shows the window instead.

/** The game type list's order as the mock's server sends it (mocks/seed/game-types.ts). */
const SERVER_ORDER = ['Sports', 'Slots', 'Live casino', 'Lottery', 'Fishing'];
const LIVE_CASINO = '1001102';
const LOBBY_HOME = `/?lobby=${LIVE_CASINO}`;
const GAME = 'Evolution Baccarat';
const JUMP_PATH = '/api/game/bet/single-wallet/jump';
const COLLECT_PATH = '/api/game/fund/collect';
const BALANCE_PATH = '/api/fund/wallet/member/local';

/** English from the first paint, in a fresh browser context (so a fresh copy of the mock's seed). */
async function openHome(page: Page, path: string) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await bootApp(page, path);
  const lobby = page.getByRole('region', { name: 'Games', exact: true });
  // The lobby loads when its place nears the screen (home's LobbyWhenNear): the player scrolls down to it.
  await page.getByTestId('home').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return lobby;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

test.describe('home game lobby journey', () => {
  test('a guest logs in from a game tile, plays the demo game, comes back to the same tab with the balance refreshed', async ({ page }) => {
    test.setTimeout(90_000);
    const lobby = await openHome(page, '/');
    const types = lobby.getByRole('tablist', { name: 'Game types' });
    const liveTab = types.getByRole('tab', { name: 'Live casino', exact: true });
    const tile = lobby.getByRole('list', { name: 'Live casino games' }).getByRole('button', { name: new RegExp(GAME) });

    await test.step('as a guest: the agent line order, and a game tap asks for login with the way back', async () => {
      await expect(types.getByRole('tab')).toHaveText(SERVER_ORDER);
      // The lobby never opens on the sports type (its one entry opens the sportsbook).
      await expect(types.getByRole('tab', { name: 'Sports', exact: true })).toHaveAttribute('aria-selected', 'false');
      await liveTab.click();
      await expect(liveTab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL((url) => pathOf(url) === LOBBY_HOME);
      await tile.click();
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === LOBBY_HOME);
      await submitLogin(page, MEMBER.userName, MEMBER.password);
      await expect(page).toHaveURL((url) => pathOf(url) === LOBBY_HOME);
      await expect(liveTab).toHaveAttribute('aria-selected', 'true');
    });

    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(/^[\d,]+\.\d{2} VND$/);
    const start = moneyValue(await balance.textContent());
    expect(start).toBeGreaterThan(0);

    await test.step('the same tap, even doubled, opens /webview on the demo game with one jump', async () => {
      const jumps: unknown[] = [];
      page.on('request', (request) => {
        if (isCall(JUMP_PATH)(request)) jumps.push(jsonBody(request));
      });
      await tile.dblclick();
      await expect(page).toHaveURL((url) => url.pathname === '/webview' && url.searchParams.get('lobbyCode') === 'EVO_LIVE');
      const game = page.frameLocator(`iframe[title="${GAME}"]`);
      await expect(game.getByRole('heading', { name: GAME, level: 1 })).toBeVisible();
      // Entering moved the whole main balance into the lobby's game wallet, which the demo game plays with.
      await expect(game.getByTestId('demo-balance')).toHaveText(`${start.toLocaleString('en-US')} VND`);
      await expect(game.getByTestId('demo-spin')).toBeEnabled();
      expect(jumps).toEqual([expect.objectContaining({ lobbyCode: 'EVO_LIVE' })]);
    });

    await test.step('back: the same lobby tab, the game wallet collected, then the balance read again', async () => {
      const collects: Response[] = [];
      page.on('response', (response) => {
        if (isCall(COLLECT_PATH)(response.request())) collects.push(response);
      });
      // The balance asked after the collection answered (before it the main wallet holds nothing).
      const reread = page.waitForResponse((response) => isCall(BALANCE_PATH)(response.request()) && collects.length > 0);
      await page.goBack();
      await expect(page).toHaveURL((url) => pathOf(url) === LOBBY_HOME);
      await expect(liveTab).toHaveAttribute('aria-selected', 'true');
      const answer = (await (await reread).json()) as { data: { memberWallet: { balance: number } } };
      expect(collects.map((response) => jsonBody(response.request()))).toEqual([{ lobbyCode: 'EVO_LIVE' }]);
      expect(answer.data.memberWallet.balance).toBe(start);
      await expect(balance).toHaveText(/^[\d,]+\.\d{2} VND$/);
      expect(moneyValue(await balance.textContent())).toBe(start);
    });
  });

  test('on an agent line with its own lobbySort, the game types follow that order', async ({ page }) => {
    // lotus-lite sorts slots, then sports; the other types follow in the server's order.
    const lobby = await openHome(page, '/?scenario=agent-line-lite&mockReset=1');
    await expect(lobby.getByRole('tablist', { name: 'Game types' }).getByRole('tab')).toHaveText(['Slots', 'Sports', 'Live casino', 'Lottery', 'Fishing']);
  });

  test('a game under maintenance shows its window instead of opening', async ({ page }) => {
    const lobby = await openHome(page, '/?scenario=lobby-maintenance');
    await lobby.getByRole('tab', { name: 'Live casino', exact: true }).click();
    const evolution = lobby.getByRole('list', { name: 'Live casino games' }).getByRole('button', { name: new RegExp(GAME) });
    await expect(evolution.getByText('Maintenance', { exact: true })).toBeVisible();
    const jumps: string[] = [];
    page.on('request', (request) => {
      if (isCall(JUMP_PATH)(request)) jumps.push(request.url());
    });
    await evolution.click();
    const dialog = page.getByRole('alertdialog', { name: `${GAME} is under maintenance` });
    await expect(dialog).toContainText(/\d{2}-\d{2} \d{2}:\d{2} to \d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(jumps).toEqual([]);
  });
});
