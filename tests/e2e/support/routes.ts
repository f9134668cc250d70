// What the route specs share: a page prepared before the app runs (English, a stored session) and the shell's bars.
import type { Page } from '@playwright/test';

export const SEED_TOKEN = 'tk_seed_lotus888';
export const LOCKED_DEPOSIT_TOKEN = 'tk_seed_lockeddp01';

/** English, and optionally a stored session, before any app code runs. */
export async function prepare(page: Page, token: string | null) {
  await page.addInitScript(
    ([value]) => {
      if (!sessionStorage.getItem('__routes_e2e_ready')) {
        localStorage.setItem('language', 'en');
        if (value) localStorage.setItem('token', value);
        sessionStorage.setItem('__routes_e2e_ready', '1');
      }
    },
    [token],
  );
}

/** /vipYacht's heading: a VIP service screen that needs level 2. */
export const YACHT = { name: 'Private yacht day', level: 2 } as const;

export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
export const navBar = (page: Page) => page.locator('[data-shell="nav-bar"]');

/**
 * Navigates inside the running app without a page load, as the browser's history does: the router picks the new
 * address up from the popstate event and runs the guard for it.
 */
export async function clientNavigate(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}
