import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mainMessages, MainCode, ok } from '@mocks/handlers/main-envelope';
import { LOGIN_STATE_MESSAGES } from '@mocks/scenarios/overlays';
import { SAVED_LOGIN_KEY } from '@/features/auth/api/saved-login';
import { LoginScreen } from '@/features/auth/screens/LoginScreen';
import { closeDeviceVerification, getDeviceVerification } from '@/shared/session/device-verification';
import { getAccountLoginUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { seededMember } from '../../support/expected';
import { neverAnswer, scenario } from '../../support/mock-backend';
import type { Canvas, UserEvent } from '../../support/play';
import { text } from '../../support/text';
import { reportsOf, slide as slidePiece } from './auth-story';
import { SEED_PASSWORD } from '@mocks/seed/members';

interface LoginInput {
  userName?: string;
  password?: string;
  slide?: boolean;
  remember?: boolean;
}

/** Types the credentials, drags the verification slider to the end in a few steps and submits. */
async function logIn(canvas: Canvas, userEvent: UserEvent, { userName, password, slide = true, remember }: LoginInput) {
  if (userName) await userEvent.type(canvas.getByLabelText(text('auth:login.username')), userName);
  if (password) await userEvent.type(canvas.getByLabelText(text('auth:login.password')), password);
  if (remember) await userEvent.click(canvas.getByLabelText(text('auth:login.remember')));
  if (slide) await slidePiece(canvas);
  await userEvent.click(canvas.getByRole('button', { name: text('auth:login.submit') }));
}

const member = () => seededMember('lotus888');

const meta = preview.meta({
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { route: { path: '/login' } },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('auth:login.title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('auth:login.byUsername') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: text('auth:login.byMobile') })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByLabelText(text('auth:login.username'))).toHaveValue('');
    await expect(canvas.getByLabelText(text('auth:login.password'))).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('slider', { name: text('auth:login.slide') })).toBeEnabled();
    await expect(canvas.getByLabelText(text('auth:login.remember'))).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: text('auth:login.submit') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text('auth:links.register') })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: text('auth:links.forget') })).toHaveAttribute('href', '/forget');
  },
});

export const InvalidUsername = meta.story({
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'ab1', password: (await member()).password });
    const field = canvas.getByLabelText(text('auth:login.username'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text('auth:login.usernameRule'));
    await expect(canvas.queryByText(text('auth:login.passwordRule'))).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

export const InvalidPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: '12345678' });
    const field = canvas.getByLabelText(text('auth:login.password'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text('auth:login.passwordRule'));
    await expect(canvas.getByLabelText(text('auth:login.username'))).not.toHaveAttribute('aria-invalid', 'true');
  },
});

export const MissingVerification = meta.story({
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password, slide: false });
    await expect(await canvas.findByText(text('auth:login.slideRequired'))).toBeVisible();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** The server rejects the credentials: its message shows as the red toast and the player stays on the form. */
export const WrongPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: 'Wrong12345' });
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(mainMessages[MainCode.wrongCredentials] ?? '');
    // The toast is raised by the API client just before the login call settles, so wait for the button to return.
    await waitFor(() => expect(canvas.getByRole('button', { name: text('auth:login.submit') })).toBeEnabled());
    await expect(getToken()).toBeNull();
    // The failure is reported under the page event, without the password.
    await waitFor(() => expect(reportsOf('page_usernamelogin')).toHaveLength(1));
    await expect(JSON.stringify(reportsOf('page_usernamelogin'))).not.toContain('Wrong12345');
  },
});

/** While the login call is under way the button says so and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { msw: { handlers: neverAnswer(getAccountLoginUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password });
    const button = await canvas.findByRole('button', { name: text('auth:login.submitting') });
    await expect(button).toBeDisabled();
  },
});

/** No answer from the server: the form says so, stays usable, and pressing login again once it is back logs in. */
export const NetworkError = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    let failures = 0;
    msw.use(
      http.post(`*${getAccountLoginUrl()}`, () => {
        failures += 1;
        return HttpResponse.error();
      }),
    );
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password });
    await waitFor(() => expect(failures).toBe(1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.networkError'));
    const submit = await canvas.findByRole('button', { name: text('auth:login.submit') });
    await expect(submit).toBeEnabled();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
    await expect(getToken()).toBeNull();

    msw.resetHandlers();
    await userEvent.click(submit);
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/$/);
    await expect(failures).toBe(1);
  },
});

/** A successful login stores the session and goes where the player was sent from. */
export const Success = meta.story({
  parameters: { route: { path: '/login', url: `/login?redirect=${encodeURIComponent('/sports')}` } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password });
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/sports$/);
    await expect(getToken()).toMatch(/^tk_/);
  },
});

/** The smallest supported phone: the form and its messages fit the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'ab', password: 'abc' });
    await expect(await canvas.findByText(text('auth:login.passwordRule'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The password show/hide toggle reveals what was typed and hides it again. */
export const PasswordToggle = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText(text('auth:login.password'));
    await userEvent.type(field, SEED_PASSWORD);
    const toggle = canvas.getByRole('button', { name: text('form:field.showPassword') });
    await userEvent.click(toggle);
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(field).toHaveAttribute('type', 'password');
  },
});

/** "Remember me" keeps the username and password for the next visit once the login succeeds. */
export const RememberMe = meta.story({
  play: async ({ canvas, userEvent }) => {
    const { password } = await member();
    await logIn(canvas, userEvent, { userName: 'lotus888', password, remember: true });
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/$/);
    await expect(JSON.parse(localStorage.getItem(SAVED_LOGIN_KEY) ?? 'null')).toEqual({ userName: 'lotus888', password });
  },
});

/** Saved credentials fill the form and keep the box ticked; unticking and logging in forgets them. */
export const SavedCredentials = meta.story({
  beforeEach: () => {
    localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ userName: 'lotus888', password: SEED_PASSWORD }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText(text('auth:login.username'))).toHaveValue('lotus888');
    await expect(canvas.getByLabelText(text('auth:login.password'))).toHaveValue(SEED_PASSWORD);
    const remember = canvas.getByLabelText(text('auth:login.remember'));
    await expect(remember).toBeChecked();
    await userEvent.click(remember);
    await logIn(canvas, userEvent, {});
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/$/);
    await expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  },
});

/** loginState 1: the device-change popup is asked for and the login is rejected with the server's message. */
export const DeviceChanged = meta.story({
  parameters: { msw: { handlers: scenario('login-device-changed') } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOGIN_STATE_MESSAGES[1].vi);
    await expect(getDeviceVerification()).toEqual({ userName: 'lotus888', loginState: 1 });
    await expect(getToken()).toBeNull();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
    closeDeviceVerification();
  },
});

/** A login answer with a state goes to /v-to-b with state, token and username (and the redirect). */
export const MustVerifyOnPage = meta.story({
  parameters: {
    route: { path: '/login', url: `/login?redirect=${encodeURIComponent('/deposit')}` },
    msw: {
      handlers: [
        http.post(`*${getAccountLoginUrl()}`, () =>
          ok({ accessToken: 'tk_pending_91ab', state: 'ip', loginState: 0, userName: 'lotus888' }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, { userName: 'lotus888', password: (await member()).password });
    const location = await canvas.findByTestId('router-location');
    const url = new URL(location.textContent ?? '', 'http://lotus.test');
    await expect(url.pathname).toBe('/v-to-b');
    await expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'ip',
      token: 'tk_pending_91ab',
      userName: 'lotus888',
      redirect: '/deposit',
    });
    await expect(getToken()).toBeNull();
  },
});
