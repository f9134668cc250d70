import { expect, test } from '@playwright/test';
import { failureText, MainCode, mainMessages } from '../../mocks/handlers/main-envelope';
import { isCall, jsonBody, LOGIN_PATH, loginForm, MATCH_LIST_PATH, MEMBER, submitLogin } from './support/app';
import { skipSportsGuide } from './support/sports';

test.describe('login, balance and sports list', () => {
  test('a guest logs in, sees the VND balance, then the live and today match lists', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByText('Log in to bet and see your balance')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);

    const loginCall = page.waitForRequest(isCall(LOGIN_PATH));
    await submitLogin(page, MEMBER.userName, MEMBER.password);
    const loginRequest = await loginCall;
    const loginHeaders = await loginRequest.allHeaders();
    expect(loginHeaders.platform).toBe('vietnam');
    expect(loginHeaders.deviceno ?? '').toMatch(/^[\w.:-]{1,128}$/);
    expect(jsonBody(loginRequest)).toMatchObject({ userName: MEMBER.userName, validate: { captchaId: expect.any(String) } });

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('balance')).toHaveText(/^1,250,000\.00 VND$/);
    await expect(page.getByText('Log in to bet and see your balance')).toHaveCount(0);

    await skipSportsGuide(page);
    await page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: 'All sports' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    const liveTab = page.getByRole('tab', { name: 'Live' });
    await expect(liveTab).toHaveAttribute('aria-selected', 'true');
    const livePanel = page.getByRole('tabpanel', { name: 'Live' });
    const liveCard = livePanel.getByRole('article').first();
    await expect(liveCard).toBeVisible();
    // A live row reads: period, running clock, then each team with its score.
    await expect(liveCard).toHaveAccessibleName(/^\S.* \d{2,3}:\d{2} \S.* \d+ \S.* \d+$/);
    await expect(liveCard.getByRole('button', { name: /^Follow \S.* vs \S.*$/ })).toBeVisible();

    const todayCall = page.waitForRequest((request) => isCall(MATCH_LIST_PATH)(request) && jsonBody(request).type === 3);
    await page.getByRole('tab', { name: 'Today' }).click();
    await todayCall;
    await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await expect(liveTab).toHaveAttribute('aria-selected', 'false');
    const todayPanel = page.getByRole('tabpanel', { name: 'Today' });
    await expect(todayPanel.getByRole('article').first()).toBeVisible();
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login?lang=en');
    const answer = page.waitForResponse((response) => isCall(LOGIN_PATH)(response.request()));
    await submitLogin(page, MEMBER.userName, 'WrongPass99');
    const body = (await (await answer).json()) as { code: number; msg: string };

    // The server words its failures in the request's language (English here).
    const expected = failureText(mainMessages[MainCode.wrongCredentials] ?? '', 'en');
    expect(body.code).toBe(MainCode.wrongCredentials);
    expect(body.msg).toBe(expected);
    await expect(page.getByRole('alert').filter({ hasText: expected ?? '' })).toBeVisible();

    const form = loginForm(page);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(form.userName).toHaveValue(MEMBER.userName);
    await expect(form.password).toHaveValue('WrongPass99');
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  test('the sports list is answered by the mock service worker', async ({ page }) => {
    const listAnswer = page.waitForResponse((response) => isCall(MATCH_LIST_PATH)(response.request()));
    await page.goto('/sports?lang=en');
    const response = await listAnswer;

    expect(response.fromServiceWorker()).toBe(true);
    expect(response.request().method()).toBe('POST');
    expect(jsonBody(response.request())).toMatchObject({ type: 1, sportId: 1, languageType: 'ENG' });
    const body = (await response.json()) as { code: number; data?: { records?: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data?.records?.length ?? 0).toBeGreaterThan(0);

    await expect(page.getByRole('tabpanel', { name: 'Live' }).getByRole('article').first()).toBeVisible();
  });
});
