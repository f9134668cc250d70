import { expect, test } from '@playwright/test';
import { bootApp } from './support/app';

const VIETNAMESE_TITLE = 'Lotus - Thể thao, Casino và Trực tiếp';
const CHINESE_TITLE = 'Lotus - 体育、真人与直播娱乐';

test.describe('shell services', () => {
  test('site-maintenance: any route goes to /500', async ({ page }) => {
    await page.goto('/sports?scenario=site-maintenance&lang=en');
    await expect(page).toHaveURL(/\/500$/);
  });

  test('the stored dark theme is on <html> before the app renders; light is the default', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Records the theme at the moment the app's root first has content.
      const record = window as unknown as { themeAtFirstRender: string | undefined };
      record.themeAtFirstRender = 'not rendered';
      const timer = setInterval(() => {
        const root = document.getElementById('root');
        if (root && root.childElementCount > 0) {
          record.themeAtFirstRender = document.documentElement.dataset.theme;
          clearInterval(timer);
        }
      }, 0);
    });
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { themeAtFirstRender?: string }).themeAtFirstRender)).toBe('dark');
  });

  test('the title follows the language: Vietnamese tagline for vi, the Chinese one otherwise', async ({ page }) => {
    await page.goto('/?lang=vi');
    await expect(page).toHaveTitle(VIETNAMESE_TITLE);
    await page.goto('/?lang=zh-cn');
    await expect(page).toHaveTitle(CHINESE_TITLE);
    await page.goto('/?lang=en');
    await expect(page).toHaveTitle(CHINESE_TITLE);
  });

  test('invite and referral codes from the link are kept for the session', async ({ page }) => {
    await bootApp(page, '/?i_code=INV2026&referCode=REF88&lang=en');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('inviteCode'))).toBe('INV2026');
    await page.goto('/sports?lang=en');
    expect(await page.evaluate(() => [sessionStorage.getItem('inviteCode'), sessionStorage.getItem('referCode')])).toEqual(['INV2026', 'REF88']);
  });
});
