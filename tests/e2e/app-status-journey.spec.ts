// The live build as a player installs it (project "live": dist/ behind a production-like static server, the
// standalone mock server as its backend, its own service worker). One visit, then offline, then back online, then a
// new version deployed.
import { expect, test, type Page } from '@playwright/test';
import home from '../../src/shared/i18n/locales/en/home.json' with { type: 'json' };
import shell from '../../src/shared/i18n/locales/en/shell.json' with { type: 'json' };

/** The app's service worker is active: it has precached the app (Workbox installs only once everything is stored). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    return worker?.state;
  });

const serveVersion = async (page: Page, next: boolean) => {
  const answer = await page.request.post('/__e2e/version', { data: { next } });
  expect(answer.ok()).toBe(true);
};

test.describe('the installed app (live build)', () => {
  test.afterEach(async ({ page }) => {
    await serveVersion(page, false);
  });

  test('opens offline after one visit, retries back online, and offers a new version that loads on the tap', async ({ page, context }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('[data-testid="home"] img').first()).toBeVisible();
    expect(await workerReady(page)).toBe('activated');

    // Offline, reopening / opens the app from its cache: the shell, the offline notice, and each section's retry.
    await context.setOffline(true);
    await page.goto('/?lang=en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: shell.appStatus.offline })).toBeVisible();
    const banners = page.getByRole('region', { name: home.banners.label });
    await expect(banners.getByRole('button')).toBeVisible();

    // Back online, the retry loads the data, and the app no longer says it has no connection. (A page Chromium opens
    // while its network is emulated offline keeps navigator.onLine true, so no 'online' event comes here; on a phone
    // that event also refetches what failed.)
    await context.setOffline(false);
    await banners.getByRole('button').click();
    await expect(page.locator('[data-testid="home"] img').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: shell.appStatus.offline })).toBeHidden();

    // A new version deployed: the app (reopened) finds it, says so, and loads it on the tap.
    await expect(page.locator('meta[name="lotus-build"]')).toHaveAttribute('content', 'current');
    await serveVersion(page, true);
    await page.reload();
    const offer = page.getByRole('status').filter({ hasText: shell.appStatus.updateReady });
    await expect(offer).toBeVisible();
    // The bar covers none of the header's buttons: each is the topmost element at its centre.
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button')].flatMap((control) => {
        const box = control.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top && control.contains(top) ? [] : [control.getAttribute('aria-label') ?? control.textContent];
      }),
    );
    expect(covered).toEqual([]);
    await offer.getByRole('button', { name: shell.appStatus.update }).click();
    await expect(page.locator('meta[name="lotus-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
