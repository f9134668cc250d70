import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { MailScreen } from '@/features/account/profile/screens/MailScreen';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { getSendEmailUrl } from '@/shared/api/generated/main/auth/auth';
import { downFor, neverAnswering, showsLoadFailure, showsLoading } from '../../../support/load-states';
import { sendCode } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { backToPersonalCenter, bindFormFields, changeMember, memberNow } from '../account-story';
import { recordBodies } from '../../../../tests/support/requests';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/MailScreen',
  component: MailScreen,
  ...screenAt('/mail', 'nomobile01'),
});

const { contact: email, code, sendButton, bindButton } = bindFormFields('email');

/** Binding with nothing typed: both fields say what is missing. */
export const Required = meta.story({
  play: async ({ canvas, userEvent }) => {
    await email(canvas);
    await userEvent.click(bindButton(canvas));
    await expect(await email(canvas)).toHaveAccessibleDescription(text('account:email.required'));
    await expect(code(canvas)).toHaveAccessibleDescription(text('account:code.rule'));
  },
});

/** A malformed address: no code is sent and the field says why. */
export const InvalidEmail = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSendEmailUrl());
    await userEvent.type(await email(canvas), 'chua.so@');
    await userEvent.click(sendButton(canvas));
    await expect(await email(canvas)).toHaveAccessibleDescription(text('account:email.rule'));
    await expect(sent).toHaveLength(0);
  },
});

/** The code goes to the address (actionType 1); with it the e-mail is bound and the profile reloaded. */
export const BindSuccess = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSendEmailUrl());
    const toasts = recordToasts();
    await userEvent.type(await email(canvas), 'chua.so@lotus.example');
    await sendCode(canvas, userEvent);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('account:code.sentTo', { target: 'ch***so@lotus.example' }));
    await expect(sent).toEqual([{ email: 'chua.so@lotus.example', actionType: 1 }]);
    await userEvent.type(code(canvas), '123456');
    await userEvent.click(bindButton(canvas));
    await backToPersonalCenter(canvas, toasts, 'account:email.bound');
    await expect((await memberNow('nomobile01')).email).toBe('chua.so@lotus.example');
  },
});

/** A wrong e-mail code: the server's message; what was typed stays. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await userEvent.type(await email(canvas), 'chua.so@lotus.example');
    await sendCode(canvas, userEvent);
    await userEvent.type(code(canvas), '654321');
    await userEvent.click(bindButton(canvas));
    await expectToast(toasts, { message: accountMessage(AccountCode.wrongEmailCode), type: 'error' });
    toasts.stop();
    await expect(await email(canvas)).toHaveValue('chua.so@lotus.example');
    await expect(code(canvas)).toHaveValue('654321');
  },
});

/** A bound e-mail shows masked, with the way to change it. */
export const AlreadyBound = meta.story({
  beforeEach: async () => {
    await changeMember('nomobile01', (member) => {
      member.email = 'chua.so@lotus.example';
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bound-value')).toHaveTextContent(/^ch\*\*\*so@lotus\.example$/);
    await expect(canvas.queryByLabelText(text('account:email.label'))).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({ parameters: downFor(getGetMemberUrl()), play: showsLoadFailure('account:profile.loadFailed') });
