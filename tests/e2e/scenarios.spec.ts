import { expect, test } from '@playwright/test';

test.describe('mock scenarios', () => {
  test('network-down: the home screen offers a retry instead of a blank page', async ({ page }) => {
    await page.goto('/?scenario=network-down&lang=en');

    // Each home section that could not load says so with its own retry (the promotions carousel first), once the
    // app's own retries of the failing call have given up.
    const failure = page.getByRole('alert').filter({ hasText: 'Promotions could not be loaded' });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) }).first()).toBeVisible();
  });

  test('sports-maintenance: the sports screen shows the maintenance banner', async ({ page }) => {
    await page.goto('/sports?scenario=sports-maintenance&lang=en');

    const banner = page.getByRole('status').filter({ hasText: 'Sports are under maintenance' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(/^Sports are under maintenance \S.* - \S.*$/);
    await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
  });
});
