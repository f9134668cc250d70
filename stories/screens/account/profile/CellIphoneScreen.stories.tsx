import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { CellIphoneScreen } from '@/features/account/profile/screens/CellIphoneScreen';
import { getBindMobileUrl, getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { downFor, neverAnswering, showsLoadFailure, showsLoading } from '../../../support/load-states';
import { sendCode } from '../../../support/play';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { backToPersonalCenter, bindFormFields, memberNow } from '../account-story';
import { recordBodies } from '../../../../tests/support/requests';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/CellIphoneScreen',
  component: CellIphoneScreen,
  ...screenAt('/cellIphone', 'nomobile01'),
});

const { contact: phone, code, sendButton, bindButton } = bindFormFields('phone');

/** The empty form: +84 by default, and a Vietnamese number is cut to 9 digits. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = await phone(canvas);
    await expect(canvas.getByRole('button', { name: text('account:phone.areaCode', { area: '+84' }) })).toBeVisible();
    await userEvent.type(input, '91234567890');
    await expect(input).toHaveValue('912345678');
    await expect(sendButton(canvas)).toBeEnabled();
  },
});

/** Binding with nothing typed: both fields say what is missing, nothing is sent. */
export const Required = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getBindMobileUrl());
    await phone(canvas);
    await userEvent.click(bindButton(canvas));
    await expect(await phone(canvas)).toHaveAccessibleDescription(text('account:phone.required'));
    await expect(code(canvas)).toHaveAccessibleDescription(text('account:code.rule'));
    await expect(sent).toHaveLength(0);
  },
});

/** A number too short for its country: Lletter.Llettertip13 next to the field and no code is sent. */
export const InvalidPhone = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSendSmsUrl());
    await userEvent.type(await phone(canvas), '12345');
    await userEvent.click(sendButton(canvas));
    await expect(await phone(canvas)).toHaveAccessibleDescription(text('common:Lletter.Llettertip13'));
    await expect(sendButton(canvas)).toBeEnabled();
    await expect(sent).toHaveLength(0);
  },
});

/** China (+86): 11 digits, 1 then 3-9; a number starting 12 is refused. */
export const ChineseNumber = meta.story({
  play: async ({ canvas, userEvent }) => {
    // The area button waits for the country list, then opens it.
    const areaButton = await canvas.findByRole('button', { name: text('account:phone.areaCode', { area: '+84' }) });
    await waitFor(() => expect(areaButton).toBeEnabled());
    await userEvent.click(areaButton);
    const picker = within(await canvas.findByRole('dialog', { name: text('account:phone.chooseArea') }));
    await userEvent.click(await picker.findByRole('option', { name: /^\+86 / }));
    await expect(canvas.getByRole('button', { name: text('account:phone.areaCode', { area: '+86' }) })).toBeVisible();
    const input = await phone(canvas);
    await userEvent.type(input, '128123456789');
    await expect(input).toHaveValue('12812345678');
    await userEvent.click(sendButton(canvas));
    await expect(input).toHaveAccessibleDescription(text('common:Lletter.Llettertip13'));
  },
});

/** The whole flow: the number is checked, a code sent (60 s countdown), the phone bound, the profile reloaded. */
export const BindSuccess = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const smsBodies = recordBodies(msw, getSendSmsUrl());
    const bindBodies = recordBodies(msw, getBindMobileUrl());
    const toasts = recordToasts();
    await userEvent.type(await phone(canvas), '933221100');
    await sendCode(canvas, userEvent);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('account:code.sentTo', { target: '+84 933**1100' }));
    await expect(smsBodies).toEqual([{ actionType: 4, mobileArea: '84', mobile: '933221100' }]);
    await userEvent.type(code(canvas), '123456');
    await userEvent.dblClick(bindButton(canvas));
    await backToPersonalCenter(canvas, toasts, 'account:phone.bound');
    await expect(bindBodies).toEqual([{ mobileArea: '84', mobile: '933221100', smsCode: '123456' }]);
    const member = await memberNow('nomobile01');
    await expect([member.mobileArea, member.mobile]).toEqual(['84', '933221100']);
  },
});

/** A wrong code: the server's message, the form keeps what was typed. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await userEvent.type(await phone(canvas), '933221100');
    await sendCode(canvas, userEvent);
    await userEvent.type(code(canvas), '000000');
    await userEvent.click(bindButton(canvas));
    await expectToast(toasts, { message: accountMessage(AccountCode.wrongSmsCode), type: 'error' });
    toasts.stop();
    await expect(code(canvas)).toHaveValue('000000');
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** A number another member has: refused before any code is sent; the button stays ready. */
export const NumberTaken = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSendSmsUrl());
    const toasts = recordToasts();
    await userEvent.type(await phone(canvas), '912345678');
    await userEvent.click(sendButton(canvas));
    await expectToast(toasts, { message: accountMessage(AccountCode.mobileBoundElsewhere), type: 'error' });
    toasts.stop();
    await waitFor(() => expect(sendButton(canvas)).toBeEnabled());
    await expect(sent).toHaveLength(0);
  },
});

/** A member with a bound phone sees it masked and how to change it. */
export const AlreadyBound = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bound-value')).toHaveTextContent(/^\+84 912\*\*5678$/);
    await expect(canvas.getByRole('link', { name: text('account:bound.contactService') })).toHaveAttribute('href', '/service');
    await expect(canvas.queryByLabelText(text('account:phone.label'))).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({ parameters: downFor(getGetMemberUrl()), play: showsLoadFailure('account:profile.loadFailed') });

/** The smallest supported phone: area code, number, code field and its send button fit the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await phone(canvas), '12345');
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByText(text('common:Lletter.Llettertip13'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
