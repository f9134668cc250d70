import preview from '../../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { decryptWithdrawPwd } from '@mocks/handlers/withdraw-password';
import { WithdrawPasswordScreen } from '@/features/account/profile/screens/WithdrawPasswordScreen';
import { getGetMemberUrl, getGetWithdrawPwdPublicKeyUrl, getSetupWithdrawPwdUrl } from '@/shared/api/generated/main/member/member';
import { awaitLabelledField, labelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, showsLoadFailure, showsLoading } from '../../../support/load-states';
import { networkDown } from '../../../support/mock-backend';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { backToPersonalCenter, memberNow } from '../account-story';
import { recordBodies } from '../../../../tests/support/requests';
import { recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/WithdrawPasswordScreen',
  component: WithdrawPasswordScreen,
  ...screenAt('/withdrawPassword', 'nomobile01'),
});

const password = awaitLabelledField('account:withdrawPwd.password');
const confirm = labelledField('account:withdrawPwd.confirm');
const submit = namedButton('account:withdrawPwd.submit');

/** Fewer than 6 digits: the rule shows and nothing is sent; letters are not taken at all. */
export const Incomplete = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSetupWithdrawPwdUrl());
    const input = await password(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, '12a34');
    await expect(input).toHaveValue('1234');
    await userEvent.click(submit(canvas));
    await expect(input).toHaveAccessibleDescription(text('account:withdrawPwd.rule'));
    await expect(sent).toHaveLength(0);
  },
});

/** The second entry differs: the mismatch shows next to it; both entries stay. */
export const Mismatch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await password(canvas), '246810');
    await userEvent.type(confirm(canvas), '246811');
    await userEvent.click(submit(canvas));
    await expect(confirm(canvas)).toHaveAccessibleDescription(text('account:withdrawPwd.mismatch'));
    await expect(confirm(canvas)).toHaveValue('246811');
  },
});

/** The request carries RSA ciphertext the server's key opens to the digits, never the digits themselves. */
export const SetUp = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSetupWithdrawPwdUrl());
    const toasts = recordToasts();
    await userEvent.type(await password(canvas), '246810');
    await userEvent.type(confirm(canvas), '246810');
    await userEvent.dblClick(submit(canvas));
    await backToPersonalCenter(canvas, toasts, 'account:withdrawPwd.done');
    await expect(sent).toHaveLength(1);
    const body = sent[0] as { withdrawPwd: string };
    await expect(Object.keys(body)).toEqual(['withdrawPwd']);
    await expect(body.withdrawPwd).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    await expect(JSON.stringify(body)).not.toMatch(/(^|[^A-Za-z0-9+/])246810([^A-Za-z0-9+/=]|$)/);
    await expect(await decryptWithdrawPwd(body.withdrawPwd)).toEqual({ ok: true, text: '246810' });
    await expect((await memberNow('nomobile01')).hasWithdrawPwd).toBe(true);
  },
});

/** The public key cannot be read: nothing is sent and the digits stay for another try. */
export const KeyUnavailable = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getSetupWithdrawPwdUrl());
    msw.use(...networkDown(getGetWithdrawPwdPublicKeyUrl()));
    await userEvent.type(await password(canvas), '246810');
    await userEvent.type(confirm(canvas), '246810');
    await userEvent.click(submit(canvas));
    // The button is busy until the key call has failed; wait for that answer rather than read it at once.
    await waitFor(() => expect(canvas.getByRole('button', { name: text('account:withdrawPwd.submit') })).toBeEnabled());
    await expect(sent).toHaveLength(0);
    await expect(await password(canvas)).toHaveValue('246810');
  },
});

/** lotus888 has one already: it says so and how to change it. */
export const AlreadySet = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('bound-value')).toHaveTextContent(text('account:withdrawPwd.isSet'));
    await expect(canvas.queryByRole('button', { name: text('account:withdrawPwd.submit') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text('account:bound.contactService') })).toHaveAttribute('href', '/service');
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({ parameters: downFor(getGetMemberUrl()), play: showsLoadFailure('account:profile.loadFailed') });
