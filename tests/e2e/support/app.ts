import { expect, type Page, type Request } from '@playwright/test';

/** The seeded demo member (mocks/seed/members.ts). */
export const MEMBER = { userName: 'lotus888', password: 'Lotus2026' } as const;

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

/** The login form, in English. */
export function loginForm(page: Page) {
  return {
    userName: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    slider: page.getByRole('slider', { name: 'Slide to verify' }),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
  };
}

/**
 * Where the puzzle on screen wants its piece: the left edge of the gap cut into the background picture the captcha
 * service drew for this challenge (the dark outline's starting point, `M<x>,<y>`). The picture is read once it has
 * loaded, from the address the page shows it from, so it is the very puzzle the server will check.
 */
export async function puzzleGapOnScreen(page: Page, token: string): Promise<number> {
  const picture = page.locator(`img[src$="/captcha/slide/${token}/background.svg"]`);
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const svg = await picture.evaluate(async (img: HTMLImageElement) => (await fetch(img.src)).text());
  const gap = /<path d="M(\d+),(\d+) h/.exec(svg);
  if (!gap) throw new Error(`no gap in the puzzle picture: ${svg.slice(0, 120)}`);
  return Number(gap[1]);
}

/**
 * Slides the puzzle's piece into its gap as a player does: the piece is dragged part of the way first, then dropped
 * where the picture shows the gap (the slider's value is the piece's offset in pixels). Once the piece has moved the
 * slider is named "Verified", so it is held by its challenge token.
 */
export async function solvePuzzle(page: Page): Promise<void> {
  const token = await loginForm(page).slider.getAttribute('data-token');
  if (!token) throw new Error('the puzzle slider carries no challenge token');
  const slider = page.locator(`input[type="range"][data-token="${token}"]`);
  const gap = await puzzleGapOnScreen(page, token);
  await slider.fill(String(Math.round(gap / 2)));
  await slider.fill(String(gap));
  await expect(slider).toHaveValue(String(gap));
  await expect(page.getByRole('slider', { name: 'Verified' })).toBeVisible();
}

/** Fills the form, slides the puzzle's piece into its gap and submits. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.userName.fill(userName);
  await form.password.fill(password);
  await solvePuzzle(page);
  await form.submit.click();
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
