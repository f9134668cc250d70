import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { mainMessages, MainCode } from '@mocks/handlers/main-envelope';
import { LoginScreen } from '@/features/auth/screens/LoginScreen';
import { getGetCountryCodeListUrl } from '@/shared/api/generated/main/auth/auth';
import { routeWithQuery } from '@/shared/config/paths';
import { getToken } from '@/shared/session/token-store';
import { namedButton } from '../../support/finders';
import { networkDown, neverAnswer } from '../../support/mock-backend';
import { routeScreenAt } from '../../support/screen';
import { text } from '../../support/text';
import { sendCode, type Canvas, type UserEvent } from '../../support/play';
import { areaButton, codeField, phoneField, reportsOf, slide } from './auth-story';

const submit = namedButton('auth:login.submit');

/** Waits for the area codes, types the number, slides, sends the code and types it. */
async function fillMobile(canvas: Canvas, userEvent: UserEvent, mobile: string, code: string) {
  await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
  await userEvent.type(phoneField(canvas), mobile);
  await slide(canvas);
  await sendCode(canvas, userEvent);
  await userEvent.type(codeField(canvas), code);
}

const meta = preview.meta({
  title: 'Screens/Auth/LoginScreen/Mobile',
  component: LoginScreen,
  ...routeScreenAt('login', routeWithQuery('login', { method: 'mobile' })),
});

/** The mobile tab: area code +84 (the deployment default), phone, slider, code with its send button. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: text('auth:login.byMobile') })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await expect(phoneField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: text('form:countdown.send') })).toBeEnabled();
    await expect(submit(canvas)).toBeEnabled();
  },
});

/** The code keeps digits only, at most 6 of them. */
export const CodeMaxLength = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(codeField(canvas), '12a34567');
    await expect(codeField(canvas)).toHaveValue('123456');
  },
});

/** The smallest supported phone: the mobile form fits the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('auth:form.codeRule'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The area codes are still loading: the default +84 is shown and the picker waits for the list. */
export const AreaCodesLoading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getGetCountryCodeListUrl()) } },
  play: async ({ canvas }) => {
    await expect(areaButton(canvas, '+84')).toBeDisabled();
    await expect(phoneField(canvas)).toBeEnabled();
  },
});

/** The area codes fail to load: the form still works with +84 and offers a retry. */
export const AreaCodesError = meta.story({
  parameters: { msw: { handlers: networkDown(getGetCountryCodeListUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('auth:form.areaFailed'))).toBeVisible();
    await expect(areaButton(canvas, '+84')).toBeDisabled();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await expect(canvas.queryByText(text('auth:form.areaFailed'))).not.toBeInTheDocument();
  },
});

/** The number is cut to the country's length: 9 digits for VN, 11 once the +86 area is picked. */
export const PhoneLengthByCountry = meta.story({
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await userEvent.type(phoneField(canvas), '13a812-345678901');
    await expect(phoneField(canvas)).toHaveValue('138123456');
    await userEvent.click(areaButton(canvas, '+84'));
    const sheet = within(await canvas.findByRole('dialog', { name: text('auth:form.areaTitle') }));
    await userEvent.click(sheet.getByRole('option', { name: /^\+86 / }));
    await waitFor(() => expect(areaButton(canvas, '+86')).toBeInTheDocument());
    await userEvent.type(phoneField(canvas), '78901');
    await expect(phoneField(canvas)).toHaveValue('13812345678');
  },
});

/** Submitting nothing names both fields; a bad number blocks sending the code; sending needs the slider. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(submit(canvas));
    await expect(phoneField(canvas)).toHaveAccessibleDescription(text('auth:form.phoneRule'));
    await expect(codeField(canvas)).toHaveAccessibleDescription(text('auth:form.codeRule'));
    await userEvent.type(phoneField(canvas), '91234');
    await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
    await expect(phoneField(canvas)).toHaveAccessibleDescription(text('auth:form.phoneRule'));
    await userEvent.type(phoneField(canvas), '5678');
    await expect(phoneField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
    await expect(await canvas.findByText(text('auth:login.slideRequired'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('form:countdown.send') })).toBeEnabled();
    await expect(phoneField(canvas)).toHaveValue('912345678');
  },
});

/** The SMS code logs the bound member in and opens the redirect target. */
export const Success = meta.story({
  parameters: { route: { path: '/login', url: `/login?method=mobile&redirect=${encodeURIComponent('/sports')}` } },
  play: async ({ canvas, userEvent }) => {
    await fillMobile(canvas, userEvent, '912345678', '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/sports$/);
    await expect(getToken()).toMatch(/^tk_/);
  },
});

/** A wrong code: the server's message, no session, what was typed stays, and a page_phonelogin report. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fillMobile(canvas, userEvent, '912345678', '654321');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.wrongCode] ?? '');
    await waitFor(() => expect(canvas.getByRole('button', { name: text('auth:login.submit') })).toBeEnabled());
    await expect(codeField(canvas)).toHaveValue('654321');
    await expect(getToken()).toBeNull();
    await waitFor(() => expect(reportsOf('page_phonelogin')).toHaveLength(1));
  },
});

/** A number no member has: the server says so. */
export const UnknownMobile = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fillMobile(canvas, userEvent, '987654321', '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(mainMessages[MainCode.unknownMobile] ?? '');
    await expect(getToken()).toBeNull();
  },
});
