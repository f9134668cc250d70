import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { mainMessages, MainCode } from '@mocks/handlers/main-envelope';
import { ForgetScreen } from '@/features/auth/screens/ForgetScreen';
import { getResetPasswordUrl } from '@/shared/api/generated/main/auth/auth';
import { namedButton } from '../../support/finders';
import { neverAnswer } from '../../support/mock-backend';
import { text } from '../../support/text';
import { sendCode, type Canvas, type UserEvent } from '../../support/play';
import { areaButton, bindEmail, passwordOf } from './auth-story';
import { SEED_PASSWORD } from '@mocks/seed/members';

const field = (canvas: Canvas, key: string) => canvas.getByLabelText(text(key));
const submit = namedButton('auth:forget.submit');

async function newPassword(canvas: Canvas, userEvent: UserEvent, password: string, confirm = password) {
  await userEvent.type(field(canvas, 'auth:forget.newPassword'), password);
  await userEvent.type(field(canvas, 'auth:form.confirmPassword'), confirm);
}

/** Fills the SMS route for an account and number, sending the code on the way. */
async function bySms(canvas: Canvas, userEvent: UserEvent, userName: string, mobile: string, code: string) {
  await userEvent.type(field(canvas, 'auth:login.username'), userName);
  await expect(areaButton(canvas, '+84')).toBeInTheDocument();
  await userEvent.type(field(canvas, 'auth:forget.boundPhone'), mobile);
  await sendCode(canvas, userEvent);
  await userEvent.type(field(canvas, 'auth:form.code'), code);
  await newPassword(canvas, userEvent, 'Lotus2027');
}

const meta = preview.meta({
  title: 'Screens/Auth/ForgetScreen',
  component: ForgetScreen,
  parameters: { route: { path: '/forget' } },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('auth:forget.intro'))).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('auth:forget.bySms') })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, 'auth:login.username')).toHaveValue('');
    await expect(field(canvas, 'auth:forget.newPassword')).toHaveAttribute('type', 'password');
  },
});

/** Every field of the SMS route names its rule; sending needs a valid username first. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
    await expect(field(canvas, 'auth:login.username')).toHaveAccessibleDescription(text('auth:login.usernameRule'));
    await newPassword(canvas, userEvent, 'abcdefgh', 'abcdefgi');
    await userEvent.click(submit(canvas));
    await expect(field(canvas, 'auth:forget.boundPhone')).toHaveAccessibleDescription(text('auth:form.phoneRule'));
    await expect(field(canvas, 'auth:form.code')).toHaveAccessibleDescription(text('auth:form.codeRule'));
    await expect(field(canvas, 'auth:forget.newPassword')).toHaveAccessibleDescription(text('auth:login.passwordRule'));
    await expect(field(canvas, 'auth:form.confirmPassword')).toHaveAccessibleDescription(text('auth:form.confirmMismatch'));
  },
});

/** The SMS code of the bound mobile sets the new password and opens the login page. */
export const SmsSuccess = meta.story({
  play: async ({ canvas, userEvent }) => {
    await bySms(canvas, userEvent, 'lotus888', '912345678', '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/login$/);
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('auth:forget.done'));
    await expect(await passwordOf('lotus888')).toBe('Lotus2027');
  },
});

/** A number that is not the account's: the server refuses and the password stays. */
export const NotBoundMobile = meta.story({
  play: async ({ canvas, userEvent }) => {
    await bySms(canvas, userEvent, 'lotus888', '933221100', '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Số điện thoại hoặc e-mail không khớp với tài khoản');
    await expect(await passwordOf('lotus888')).toBe(SEED_PASSWORD);
    await expect(field(canvas, 'auth:forget.boundPhone')).toHaveValue('933221100');
  },
});

/** A wrong code: the server's message, the password stays. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await bySms(canvas, userEvent, 'lotus888', '912345678', '654321');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.wrongCode] ?? '');
    await expect(await passwordOf('lotus888')).toBe(SEED_PASSWORD);
  },
});

/** While the reset is under way the button says so and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { msw: { handlers: neverAnswer(getResetPasswordUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await bySms(canvas, userEvent, 'lotus888', '912345678', '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('button', { name: text('auth:forget.submitting') })).toBeDisabled();
  },
});

/** The e-mail route: a malformed address cannot get a code. */
export const EmailValidation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: text('auth:forget.byEmail') }));
    await userEvent.type(field(canvas, 'auth:forget.boundEmail'), 'player@lotus');
    await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
    await expect(field(canvas, 'auth:forget.boundEmail')).toHaveAccessibleDescription(text('auth:form.emailRule'));
    await expect(canvas.getByRole('button', { name: text('form:countdown.send') })).toBeEnabled();
  },
});

/** The code e-mailed to the account's address sets the new password. */
export const EmailSuccess = meta.story({
  beforeEach: async () => {
    await bindEmail('nomobile01', 'chua.so@lotus.example');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: text('auth:forget.byEmail') }));
    await userEvent.type(field(canvas, 'auth:login.username'), 'nomobile01');
    await userEvent.type(field(canvas, 'auth:forget.boundEmail'), 'chua.so@lotus.example');
    await sendCode(canvas, userEvent);
    await userEvent.type(field(canvas, 'auth:forget.emailCode'), '123456');
    await newPassword(canvas, userEvent, 'NewPass99');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/login$/);
    await expect(await passwordOf('nomobile01')).toBe('NewPass99');
  },
});
