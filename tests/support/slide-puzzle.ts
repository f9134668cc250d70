// Signing in through the login form in a real browser, slide puzzle included: the piece is slid to the gap the mock's
// captcha service drew into this challenge's picture, as a player would. Shared by the e2e suite (through
// tests/e2e/support/app.ts) and by every benchmark that signs in (scripts/bench-*.mjs, run by tsx), so it uses plain
// Playwright calls that work inside and outside the test runner; a step that cannot happen throws.
import type { Page } from '@playwright/test';

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
 * loaded and decoded, from the address the page shows it from, so it is the very puzzle the server will check.
 */
export async function puzzleGapOnScreen(page: Page, token: string): Promise<number> {
  const picture = page.locator(`img[src$="/captcha/slide/${token}/background.svg"]`);
  await picture.waitFor({ state: 'attached' });
  // decode() settles once the picture has loaded: it resolves when it can be drawn and rejects when it cannot.
  const width = await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  if (!(width > 0)) throw new Error(`the puzzle picture of challenge ${token} has no width`);
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
  const value = await slider.inputValue();
  if (value !== String(gap)) throw new Error(`the puzzle slider shows ${value} after sliding to the gap at ${gap}`);
  await page.getByRole('slider', { name: 'Verified' }).waitFor();
}

/** Fills the form, slides the puzzle's piece into its gap and submits. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.userName.fill(userName);
  await form.password.fill(password);
  await solvePuzzle(page);
  await form.submit.click();
}
