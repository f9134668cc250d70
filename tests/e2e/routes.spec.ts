import { expect, test, type Browser, type Page } from '@playwright/test';
import { concretePath, readRouteTable, type RouteRow } from '../fixtures/routes-table';
import { bootApp } from './support/app';
import { clientNavigate, navBar, prepare, SEED_TOKEN, tabBar } from './support/routes';

/**
 * Every route of routes.tsv in real Chromium against the demo build: where it lands, its tab bar, nav bar and bet
 * cart flags, and a screen that is never blank; then the layout around the screens (the guard: routes-guard.spec.ts).
 */

const ERROR_PAGES = new Set(['/404', '/500', '/403']);

const mainOf = (page: Page) => page.locator('main');

async function expectScreen(page: Page, row: RouteRow) {
  const main = mainOf(page);
  await expect(main).toBeVisible();
  // Never a blank page: the current screen (once its code and messages have loaded) is shown and has text.
  const screen = main.locator(':scope > [data-screen-slot]:not([hidden])');
  await expect(screen).toBeVisible();
  await expect(screen).toHaveText(/\S/);
  if (ERROR_PAGES.has(row.path)) {
    await expect(page.locator(`[data-screen="error-${row.path.slice(1)}"]`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    return;
  }
  if (row.path === '/webview') {
    // Without a url the page refuses safely.
    await expect(page.locator('[data-screen="webview-invalid"]')).toBeVisible();
    return;
  }
  // Every other route has its own screen: neither an error page nor the route's error boundary.
  await expect(main.locator('[data-screen^="error-"], [data-screen="route-error"]')).toHaveCount(0);
  if (row.path === '/game') {
    // The lobby itself, once the game types have answered: its tabs with one selected, titled in the nav bar.
    const types = screen.locator('[data-screen="game"]').getByRole('tablist', { name: 'Game types' });
    await expect(types.getByRole('tab', { selected: true })).toBeVisible();
    await expect(navBar(page)).toContainText('Games');
  }
}

const table = readRouteTable();

/**
 * One page per session kind, booted once and shared by the route checks of a worker: each route is then opened by
 * client-side navigation, as a link would, instead of a page load that boots the app and the mock backend again (that
 * boot, 3-5 s, was most of this suite's time). A failed check ends the worker, so the next route starts a fresh page.
 */
interface RoutePages {
  memberPage: Page;
  guestPage: Page;
}

async function sharedPage(browser: Browser, baseURL: string, token: string | null, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await prepare(page, token);
  await use(page);
  await context.close();
}

const routeTest = test.extend<object, RoutePages>({
  memberPage: [async ({ browser }, use, info) => sharedPage(browser, String(info.project.use.baseURL), SEED_TOKEN, use), { scope: 'worker' }],
  guestPage: [async ({ browser }, use, info) => sharedPage(browser, String(info.project.use.baseURL), null, use), { scope: 'worker' }],
});

/** Opens a path: a page load the first time (waiting, once, for the app and its mock backend to boot), client-side
 * navigation after that. */
async function open(page: Page, path: string) {
  if (page.url().startsWith('http')) {
    await clientNavigate(page, path);
    return;
  }
  await bootApp(page, path);
}

routeTest.describe('every route of routes.tsv', () => {
  for (const row of table) {
    routeTest(`${row.path} ${[row.auth && 'auth', row.tabbar && 'tabbar', row.cart && 'cart', row.guestOnly && 'guest-only', row.aliasOf && `alias of ${row.aliasOf}`, row.redirectTo && `-> ${row.redirectTo}`].filter(Boolean).join(' ')}`, async ({ memberPage, guestPage }) => {
      // Guest-only pages are checked as a guest; every other route as the seeded member, so auth routes open.
      const page = row.guestOnly ? guestPage : memberPage;
      const path = concretePath(row.path);
      const landing = row.redirectTo ?? path;
      await open(page, path);
      await expect(page).toHaveURL((url) => url.pathname === landing);
      // The screen on show is the one for this address, not the previous route's (kept-alive screens carry their path).
      const slot = ':scope > [data-screen-slot]:not([hidden])';
      await expect(mainOf(page).locator(`${slot}[data-path="${landing}"], ${slot}[data-keep-alive="${landing}"]`)).toBeVisible();
      await expect(mainOf(page)).toHaveAttribute('data-tabbar', String(row.tabbar));
      await expect(mainOf(page)).toHaveAttribute('data-bet-cart', String(row.cart));
      if (row.tabbar) {
        await expect(tabBar(page)).toBeVisible();
        await expect(navBar(page)).toHaveCount(0);
      } else {
        await expect(tabBar(page)).toHaveCount(0);
      }
      const ownHeader = row.guestOnly || ERROR_PAGES.has(row.path);
      if (!row.tabbar && !ownHeader) await expect(navBar(page)).toBeVisible();
      if (ownHeader) await expect(navBar(page)).toHaveCount(0);
      await expectScreen(page, row);
    });
  }
});

test.describe('layout', () => {
  test('the bet cart and tab bar add room at the bottom of the page', async ({ page }) => {
    await prepare(page, SEED_TOKEN);
    await page.goto('/activity');
    const tabOnly = await mainOf(page).evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    await page.goto('/maintain');
    await expect(mainOf(page)).toHaveAttribute('data-bet-cart', 'true');
    const tabAndCart = await mainOf(page).evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    await page.goto('/help');
    const none = await mainOf(page).evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    expect(tabOnly).toBeGreaterThan(none);
    expect(tabAndCart).toBeGreaterThan(tabOnly);
  });

  test('the deposit screen is kept alive when the player leaves it', async ({ page }) => {
    await prepare(page, SEED_TOKEN);
    await page.goto('/deposit');
    const kept = page.locator('[data-keep-alive="/deposit"]');
    await expect(kept).toBeVisible();
    await kept.evaluate((el) => el.setAttribute('data-probe', 'still-me'));
    // The deposit screen is built now (no placeholder link home): the player leaves it as a link would.
    await clientNavigate(page, '/');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(kept).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/deposit');
    await expect(kept).toBeVisible();
    await expect(kept).toHaveAttribute('data-probe', 'still-me');
  });

  test('/webview shows an http(s) page in a frame titled from the query', async ({ page }) => {
    await prepare(page, null);
    const url = Buffer.from('https://games.lotus.example/play?id=7').toString('base64');
    await page.route('https://games.lotus.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Game lobby</p>' }));
    await page.goto(`/webview?title=Lucky%20Slots&url=${encodeURIComponent(url)}&redirect=/game&lobbyCode=PG`);
    const frame = page.locator('iframe[title="Lucky Slots"]');
    await expect(frame).toHaveAttribute('src', 'https://games.lotus.example/play?id=7');
    await expect(page.frameLocator('iframe[title="Lucky Slots"]').getByText('Game lobby')).toBeVisible();
    await expect(navBar(page)).toContainText('Lucky Slots');
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/game' && u.searchParams.get('lobbyCode') === 'PG');
  });
});
