import preview from '../../../.storybook/preview';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DeviceVerifyScreen } from '@/features/auth/screens/DeviceVerifyScreen';
import { getLoginCheckUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { labelledField, namedButton } from '../../support/finders';
import { neverAnswer } from '../../support/mock-backend';
import { text } from '../../support/text';
import { sendCode, type Canvas, type UserEvent } from '../../support/play';
import { areaButton } from './auth-story';

const URL_OF_LOGIN = `/v-to-b?state=ip&token=tk_pending_91ab&userName=lotus888&redirect=${encodeURIComponent('/sports')}`;
const phone = labelledField('auth:verify.phone');
const code = labelledField('auth:form.code');
const confirm = namedButton('auth:verify.submit');

async function verify(canvas: Canvas, userEvent: UserEvent, smsCode: string) {
  await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
  await userEvent.type(phone(canvas), '912345678');
  await sendCode(canvas, userEvent);
  await userEvent.type(code(canvas), smsCode);
  await userEvent.click(confirm(canvas));
}

const meta = preview.meta({
  title: 'Screens/Auth/DeviceVerifyScreen',
  component: DeviceVerifyScreen,
  parameters: { route: { path: '/v-to-b', url: URL_OF_LOGIN } },
});

/** Opened from a login that answered with a state: names the account and asks for phone and code. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('auth:verify.intro', { userName: 'lotus888' }))).toBeVisible();
    await expect(phone(canvas)).toHaveValue('');
    await expect(confirm(canvas)).toBeEnabled();
  },
});

/** Opened without the login's query: says so and leads back to the login. */
export const MissingQuery = meta.story({
  parameters: { route: { path: '/v-to-b', url: '/v-to-b' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(text('auth:verify.missing'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('auth:links.login') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/login$/);
  },
});

/** Phone under 6 digits and code under 4: the verification popup's rules (Lletter.Llettertip14 for the code). */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(phone(canvas), '12345');
    await userEvent.type(code(canvas), '123');
    await userEvent.click(confirm(canvas));
    await expect(phone(canvas)).toHaveAccessibleDescription(text('auth:form.verifyPhoneRule'));
    await expect(code(canvas)).toHaveAccessibleDescription(text('common:Lletter.Llettertip14'));
    await expect(getToken()).toBeNull();
  },
});

/** A wrong code shows Lletter.Llettertip14 under the code and starts no session. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent, '999999');
    await waitFor(() => expect(code(canvas)).toHaveAccessibleDescription(text('common:Lletter.Llettertip14')));
    await expect(getToken()).toBeNull();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** While the check is under way the button says so and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { msw: { handlers: neverAnswer(getLoginCheckUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent, '123456');
    await expect(await canvas.findByRole('button', { name: text('auth:verify.submitting') })).toBeDisabled();
  },
});

/** The right code: loginCheck (sent with the login's pending token) stores the session and opens the redirect. */
export const Success = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const seen: Array<string | null> = [];
    msw.use(
      http.post(`*${getLoginCheckUrl()}`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
      }),
    );
    await verify(canvas, userEvent, '123456');
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/sports$/);
    await expect(getToken()).toMatch(/^tk_/);
    await expect(seen).toEqual(['tk_pending_91ab']);
  },
});
