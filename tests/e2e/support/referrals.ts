import { expect, type BrowserContext, type Page } from '@playwright/test';

// The demo build's backend lives in each browser tab (the mock service worker answers from the page, and keeps its
// database in sessionStorage). A journey with two players in two browsers shares one backend the way a real server
// would: the backend's state is handed from one browser to the other, and handed back.

const DB_KEY = 'lotus.mockDb';
const HANDOVER_KEY = 'lotus.e2eHandover';

/** The backend's state in a page, written out now (the mock saves it on pagehide). */
export async function backendOf(page: Page): Promise<string> {
  const saved = await page.evaluate((key) => {
    window.dispatchEvent(new Event('pagehide'));
    return sessionStorage.getItem(key);
  }, DB_KEY);
  expect(saved, 'the mock saved its database').toBeTruthy();
  return saved ?? '';
}

let handovers = 0;

/**
 * Makes the next page load in `context` start from `backend` (once: later loads keep what that browser's backend
 * then holds), in English.
 */
export async function handBackendTo(context: BrowserContext, backend: string): Promise<void> {
  handovers += 1;
  await context.addInitScript(
    ([dbKey, markerKey, id, state]) => {
      if (sessionStorage.getItem(markerKey) === id) return;
      sessionStorage.setItem(markerKey, id);
      sessionStorage.setItem(dbKey, state);
      localStorage.setItem('language', 'en');
    },
    [DB_KEY, HANDOVER_KEY, `handover-${handovers}`, backend] as const,
  );
}
