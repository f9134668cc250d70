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

/** Fills the form, slides the verification to the end and submits. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.userName.fill(userName);
  await form.password.fill(password);
  await form.slider.fill('100');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await form.submit.click();
}
