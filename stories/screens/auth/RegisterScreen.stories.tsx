import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db';
import { GIFT_PACK } from '@mocks/handlers/gift-pack';
import { registrationOf } from '@mocks/handlers/invite-capture';
import { mainMessages, MainCode } from '@mocks/handlers/main-envelope';
import { RegisterScreen } from '@/features/auth/screens/RegisterScreen';
import { INVITE_CODE_KEY, REFER_CODE_KEY } from '@/shared/session/referral-codes';
import { getAccountRegisterUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { namedButton } from '../../support/finders';
import { neverAnswer, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import type { Canvas, UserEvent } from '../../support/play';
import { passwordOf, reportsOf, slide } from './auth-story';
import { SEED_PASSWORD } from '@mocks/seed/members';

const field = (canvas: Canvas, key: string) => canvas.getByLabelText(text(key));
const submit = namedButton('auth:register.submit');

interface Input {
  userName?: string;
  password?: string;
  confirm?: string;
  slide?: boolean;
}

async function register(canvas: Canvas, userEvent: UserEvent, { userName, password, confirm = password, slide: doSlide = true }: Input) {
  if (userName) await userEvent.type(field(canvas, 'auth:login.username'), userName);
  if (password) await userEvent.type(field(canvas, 'auth:login.password'), password);
  if (confirm) await userEvent.type(field(canvas, 'auth:form.confirmPassword'), confirm);
  if (doSlide) await slide(canvas);
  await userEvent.click(submit(canvas));
}

/** Where the probe says the router went, as a URL. */
async function landing(canvas: Canvas): Promise<URL> {
  return new URL((await canvas.findByTestId('router-location')).textContent ?? '', 'http://lotus.test');
}

const meta = preview.meta({
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { route: { path: '/register' } },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('auth:register.title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('auth:register.byUsername') })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, 'auth:login.username')).toHaveValue('');
    await expect(field(canvas, 'auth:login.password')).toHaveAttribute('type', 'password');
    await expect(field(canvas, 'auth:form.confirmPassword')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: text('auth:links.login') })).toHaveAttribute('href', '/login');
  },
});

/** Every rule at once: username, password, the repeated password and the slider each say what is wrong. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'ab_1', password: '12345678', confirm: '1234567', slide: false });
    await expect(field(canvas, 'auth:login.username')).toHaveAccessibleDescription(text('auth:login.usernameRule'));
    await expect(field(canvas, 'auth:login.password')).toHaveAccessibleDescription(text('auth:login.passwordRule'));
    await expect(field(canvas, 'auth:form.confirmPassword')).toHaveAccessibleDescription(text('auth:form.confirmMismatch'));
    await expect(canvas.getByRole('slider', { name: text('auth:login.slide') })).toHaveAccessibleDescription(
      // The puzzle's instruction, then what is wrong.
      `${text('auth:login.slideHint')} ${text('auth:login.slideRequired')}`,
    );
    await expect(field(canvas, 'auth:login.username')).toHaveValue('ab_1');
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** Editing a field clears its message at once; the others stay. */
export const MessageClearsOnEdit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'abc', password: 'abcdefgh', slide: false });
    await userEvent.type(field(canvas, 'auth:login.username'), 'def');
    await expect(field(canvas, 'auth:login.username')).not.toHaveAttribute('aria-invalid');
    await expect(field(canvas, 'auth:login.password')).toHaveAttribute('aria-invalid', 'true');
  },
});

/** A taken username: the server's message, no session, nothing typed lost. */
export const UsernameTaken = meta.story({
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'lotus888', password: SEED_PASSWORD });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.userNameTaken] ?? '');
    await waitFor(() => expect(canvas.getByRole('button', { name: text('auth:register.submit') })).toBeEnabled());
    await expect(field(canvas, 'auth:login.username')).toHaveValue('lotus888');
    await expect(getToken()).toBeNull();
    await waitFor(() => expect(reportsOf('page_usernameRegister')).toHaveLength(1));
  },
});

/** While the registration is under way the button says so and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { msw: { handlers: neverAnswer(getAccountRegisterUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'newlotus01', password: SEED_PASSWORD });
    await expect(await canvas.findByRole('button', { name: text('auth:register.submitting') })).toBeDisabled();
  },
});

/** A new member with the gift pack open lands on the gift-pack page; the codes and the host went with the call. */
export const SuccessWithGiftPack = meta.story({
  beforeEach: () => {
    sessionStorage.setItem(INVITE_CODE_KEY, 'INV2026');
    sessionStorage.setItem(REFER_CODE_KEY, 'LT00A1');
  },
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'newlotus01', password: SEED_PASSWORD });
    const url = await landing(canvas);
    await expect(url.pathname).toBe('/newMemberGiftPack-activity');
    await expect(Object.fromEntries(url.searchParams)).toEqual({
      advertiseId: String(GIFT_PACK.advertiseId),
      activityId: String(GIFT_PACK.id),
      type: '3',
      title: GIFT_PACK.name,
    });
    await expect(getToken()).toMatch(/^tk_/);
    await expect(await passwordOf('newlotus01')).toBe(SEED_PASSWORD);
    const memberId = db.members.findFirst((q) => q.where({ userName: 'newlotus01' }))?.id ?? -1;
    await expect(registrationOf(memberId)).toMatchObject({ inviteCode: 'INV2026', referCode: 'LT00A1', regDomain: window.location.host });
  },
});

/** With the gift pack closed the new member goes to the redirect target. */
export const SuccessNoGiftPack = meta.story({
  parameters: {
    route: { path: '/register', url: `/register?redirect=${encodeURIComponent('/deposit')}` },
    msw: { handlers: scenario('gift-pack-closed') },
  },
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'newlotus02', password: SEED_PASSWORD });
    await expect((await landing(canvas)).pathname).toBe('/deposit');
    await expect(getToken()).toMatch(/^tk_/);
  },
});

/** A failed gift-pack check counts as no pack: home, a page_usernameRegister report and no error toast. */
export const GiftPackCheckFails = meta.story({
  parameters: { msw: { handlers: scenario('gift-pack-error') } },
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'newlotus03', password: SEED_PASSWORD });
    await expect((await landing(canvas)).pathname).toBe('/');
    await waitFor(() => expect(reportsOf('page_usernameRegister')).toHaveLength(1));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** The smallest supported phone: the form and its messages fit the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, { userName: 'ab', password: 'abc', slide: false });
    await expect(await canvas.findByText(text('auth:login.passwordRule'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
