import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db';
import { mainMessages, MainCode } from '@mocks/handlers/main-envelope';
import { RegisterScreen } from '@/features/auth/screens/RegisterScreen';
import { getRegisterCreateNameUrl } from '@/shared/api/generated/main/auth/auth';
import { routeWithQuery } from '@/shared/config/paths';
import { getToken } from '@/shared/session/token-store';
import { namedButton } from '../../support/finders';
import { networkDown, neverAnswer } from '../../support/mock-backend';
import { routeScreenAt } from '../../support/screen';
import { text } from '../../support/text';
import { sendCode, type Canvas } from '../../support/play';
import { areaButton, codeField, phoneField, reportsOf, slide } from './auth-story';

const submit = namedButton('auth:register.submit');
const generated = (canvas: Canvas) => canvas.findByTestId('generated-name');

const meta = preview.meta({
  title: 'Screens/Auth/RegisterScreen/Mobile',
  component: RegisterScreen,
  ...routeScreenAt('register', routeWithQuery('register', { method: 'mobile' })),
});

/** The mobile tab shows the generated username the account will get. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: text('auth:register.byMobile') })).toHaveAttribute('aria-selected', 'true');
    await expect(await generated(canvas)).toHaveTextContent(/^lt[a-z0-9]{8}$/);
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await expect(phoneField(canvas)).toHaveValue('');
  },
});

/** "Another name" draws a fresh username. */
export const AnotherName = meta.story({
  play: async ({ canvas, userEvent }) => {
    const first = (await generated(canvas)).textContent;
    await userEvent.click(canvas.getByRole('button', { name: text('auth:register.anotherName') }));
    await waitFor(async () => expect((await generated(canvas)).textContent).not.toBe(first));
  },
});

/** While the username is being generated a placeholder says so. */
export const NameLoading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getRegisterCreateNameUrl()) } },
  play: async ({ canvas }) => {
    const note = await canvas.findByText(text('auth:register.generatedLoading'));
    await expect(note.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('generated-name')).not.toBeInTheDocument();
  },
});

/** The username could not be generated: a retry, and submitting says what is missing. */
export const NameError = meta.story({
  parameters: { msw: { handlers: networkDown(getRegisterCreateNameUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('auth:register.generatedFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await generated(canvas)).toHaveTextContent(/^lt/);
  },
});

/** Nothing typed: phone and code rules; a number already registered is refused before any SMS goes out. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await generated(canvas);
    await userEvent.click(submit(canvas));
    await expect(phoneField(canvas)).toHaveAccessibleDescription(text('auth:form.phoneRule'));
    await expect(codeField(canvas)).toHaveAccessibleDescription(text('auth:form.codeRule'));
  },
});

/** A number that is already a member's: the server's message on sending, no countdown, no code stored. */
export const NumberTaken = meta.story({
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await userEvent.type(phoneField(canvas), '912345678');
    await slide(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.mobileTaken] ?? '');
    await expect(canvas.getByRole('button', { name: text('form:countdown.send') })).toBeEnabled();
    await expect(db.verificationCodes.findFirst((q) => q.where({ target: '84:912345678' }))).toBeUndefined();
  },
});

/** A wrong code is caught by the code check before the account is created. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await generated(canvas);
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await userEvent.type(phoneField(canvas), '987650001');
    await slide(canvas);
    await sendCode(canvas, userEvent);
    await userEvent.type(codeField(canvas), '111111');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.wrongCode] ?? '');
    await expect(db.members.findFirst((q) => q.where({ mobile: '987650001' }))).toBeUndefined();
    await waitFor(() => expect(reportsOf('page_phoneRegister')).toHaveLength(1));
    await expect(getToken()).toBeNull();
  },
});

/** The right code creates the member under the generated name and opens the gift-pack page. */
export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    const name = (await generated(canvas)).textContent ?? '';
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await userEvent.type(phoneField(canvas), '987650001');
    await slide(canvas);
    await sendCode(canvas, userEvent);
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.click(submit(canvas));
    const location = await canvas.findByTestId('router-location');
    await expect(location).toHaveTextContent(/^\/newMemberGiftPack-activity\?/);
    await expect(db.members.findFirst((q) => q.where({ mobile: '987650001' }))).toMatchObject({ userName: name, mobileArea: '84' });
    await expect(getToken()).toMatch(/^tk_/);
  },
});
