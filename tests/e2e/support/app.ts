import { expect, type Page, type Request } from '@playwright/test';
import { SEED_PASSWORD } from '@mocks/seed/members';
import { submitLogin } from '../../support/slide-puzzle';

// Signing in through the form (slide puzzle included) is shared with the benchmarks.
export { loginForm, puzzleGapOnScreen, solvePuzzle, submitLogin } from '../../support/slide-puzzle';

/** The seeded demo member (mocks/seed/members.ts). */
export const MEMBER = { userName: 'lotus888', password: SEED_PASSWORD } as const;

export const LOGIN_PATH = '/api/user/auth/account-login/v2';
export const MATCH_LIST_PATH = '/v1/match/getList';

/** True for a request to the given API path on any origin. */
export function isCall(path: string) {
  return (request: Request) => new URL(request.url()).pathname === path;
}

/** The JSON body of a request, or an empty object. */
export function jsonBody(request: Request): Record<string, unknown> {
  const parsed: unknown = request.postDataJSON();
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** How long the first page load may take to boot the app and its mock backend on a busy machine. */
export const BOOT_TIMEOUT_MS = 30_000;

/**
 * Loads `path` and waits, once, for the app and its mock backend to have booted (the mock's controls are installed
 * and the shell shows a screen): later checks then wait only for what they look at.
 */
export async function bootApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => globalThis.__lotusMock !== undefined && document.querySelector('main [data-screen-slot]') !== null, null, {
    timeout: BOOT_TIMEOUT_MS,
  });
}

/**
 * Signs the seeded member in through /login?redirect=`path` (English, a fresh mock backend, and the named mock
 * scenario if any) and waits until the app has gone on to `path` (its query included).
 */
export async function signInTo(page: Page, path: string, scenario?: string): Promise<void> {
  const query = new URLSearchParams({ redirect: path, lang: 'en', mockReset: '1', ...(scenario ? { scenario } : {}) });
  await page.goto(`/login?${query.toString()}`);
  await submitLogin(page, MEMBER.userName, MEMBER.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
