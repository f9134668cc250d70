// Live streams in Chromium on the demo build: the live tab, a room whose test stream really plays, the chat over the
// live socket (a message sent and seen), a bet the anchor shared and a master's plan both landing in the bet cart,
// and a stream that ends while watched.
import { expect, test, type Page } from '@playwright/test';
import { bootApp, MEMBER, submitLogin } from './support/app';
import { betSlip } from './support/betting';

async function signIn(page: Page): Promise<void> {
  await bootApp(page, '/login?lang=en&mockReset=1');
  await submitLogin(page, MEMBER.userName, MEMBER.password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** The video's playback position and picture width. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, width: video.videoWidth }));

async function openFirstLiveRoom(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Sports' }).getByRole('link').filter({ hasText: 'LIVE' }).first().click();
  await page.waitForURL((url) => url.pathname === '/live-page');
}

/** Opens the bet slip on the sports screen, where the cart shows (SPEC.md section 2), and returns it. */
async function openSlip(page: Page) {
  await page.waitForURL((url) => url.pathname === '/sports');
  const slip = betSlip(page);
  // An added pick opens the cart; it shows as the open slip, or as its bar once closed.
  await expect(slip.sheet.or(slip.bar).first()).toBeVisible();
  if (await slip.bar.isVisible()) await slip.bar.click();
  await expect(slip.sheet).toBeVisible();
  return slip;
}

test.describe('live rooms', () => {
  test('the live tab opens a room that plays, whose chat takes a message and whose shared bet goes into the cart', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Live', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/live/LiveList');
    await openFirstLiveRoom(page);

    // The test stream plays: the picture has a size and the position moves on.
    await expect.poll(async () => (await videoState(page)).width, { timeout: 20_000 }).toBeGreaterThan(0);
    const start = (await videoState(page)).time;
    await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(start + 1);

    // The chat: a message sent over the live socket comes back posted.
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Hello from the e2e room');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('[data-chat-line]').filter({ hasText: 'Hello from the e2e room' })).toBeVisible({ timeout: 15_000 });

    // A bet the anchor shared goes into the cart.
    const shared = chat.getByRole('article', { name: /^Bet shared by / }).first();
    const optionName = (await shared.locator('span').nth(2).locator('span').first().textContent())?.split(' · ')[1]?.trim() ?? '';
    await shared.getByRole('button', { name: 'Add to bet slip' }).click();
    await expect(shared.getByRole('button', { name: 'In your bet slip' })).toBeDisabled();
    await page.getByRole('link', { name: /^Bet slip \(1\)/ }).click();
    const slip = await openSlip(page);
    await expect(slip.sheet).toContainText(optionName);
  });

  test('following a master’s plan (“follow this tip”) copies its open picks into the cart', async ({ page }) => {
    await signIn(page);
    await page.goto('/allmasterslist');
    await page.getByRole('list', { name: 'Hit rate' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/masterdetail/'));
    await page.getByRole('link', { name: 'All tips ›' }).click();
    await page.getByRole('tab', { name: 'Open' }).click();
    await page.getByRole('list', { name: 'Open' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/plandetail/'));
    await expect(page.locator('li[data-result="open"]').first()).toBeVisible();
    const picks = await page.locator('li[data-result="open"]').evaluateAll((items) =>
      items.map((item) => (item.querySelectorAll(':scope > span')[1]?.textContent ?? '').split(' · ')[1]?.split(' @ ')[0]?.trim() ?? ''),
    );
    expect(picks.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Follow this tip/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /added to your bet slip|already has these picks/ })).toBeVisible();
    await page.goto('/sports');
    const slip = await openSlip(page);
    for (const pick of picks) await expect(slip.sheet).toContainText(pick);
  });

  test('a stream that ends while watched shows that it has ended (stream-ends)', async ({ page }) => {
    await bootApp(page, '/live/LiveList?lang=en&mockReset=1&scenario=stream-ends');
    await openFirstLiveRoom(page);
    await expect(page.getByText('The stream has ended')).toBeVisible({ timeout: 30_000 });
  });
});
