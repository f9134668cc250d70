import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { InviteScreen } from '@/features/invite/referrals/screens/InviteScreen';
import { getGetInviteInfoUrl } from '@/shared/api/generated/main/invite/invite';
import { downFor } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { expectToast } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Invite/Referrals/InviteScreen',
  component: InviteScreen,
  ...screenAt('/invite', 'lotus888'),
});

const toasts = storyToasts();

/** lotus888 with five friends: the code, the link carrying it (also as a QR code), the rewards and the friends. */
export const WithFriends = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const code = (await canvas.findByTestId('referral-code')).textContent ?? '';
    await expect(code).toMatch(/^LT[0-9A-Z]{4}$/);
    const link = canvas.getByTestId('invite-link').textContent ?? '';
    await expect(new URL(link).searchParams.get('referCode')).toBe(code);
    await expect(canvas.getByRole('img', { name: text('referrals:share.qr') })).toHaveAttribute('data-link', link);
    const friends = await canvas.findByRole('heading', { name: text('referrals:friends.title', { number: 5 }) });
    await expect(friends).toBeVisible();
    await expect(within(friends.closest('section') as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByTestId('claimable-award')).toHaveTextContent(/1[.,]221[.,]700/);
    // The story browser may refuse the clipboard: either way the player is told.
    await userEvent.click(canvas.getByRole('button', { name: text('referrals:share.copyLink') }));
    await waitFor(() => expect(toasts.recorder.shown.map((toast) => toast.message)).toContainEqual(expect.stringMatching(new RegExp(`^(${text('common:common.copySuccess')}|${text('common:common.copyFail')})$`))));
  },
});

/** Claiming moves every claimable reward to the wallet once; nothing is left to claim after. */
export const Claim = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const claim = await canvas.findByRole('button', { name: text('referrals:totals.claim') });
    await userEvent.click(claim);
    await expectToast(toasts.recorder, { message: text('referrals:totals.claimed', { amount: canvas.getByTestId('claimable-award').textContent ?? '' }), type: 'success' });
    await waitFor(() => expect(canvas.getByTestId('claimable-award')).toHaveTextContent(/^0[.,]00/));
    await expect(claim).toBeDisabled();
  },
});

/** invite-no-friends: the share card, nothing earned, and an empty friends list that says what to do. */
export const NoFriends = meta.story({
  parameters: { msw: { handlers: scenario('invite-no-friends') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('referrals:friends.none'))).toBeVisible();
    await expect(canvas.getByText(text('referrals:friends.noneHint'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('referrals:totals.claim') })).toBeDisabled();
    await expect(canvas.getByTestId('referral-code')).toBeVisible();
  },
});

/** A guest is asked to log in; the rules and the prize ring stay one tap away. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('referrals:guest.message'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(text('referrals:links.rules')) })).toHaveAttribute('href', '/inviteFriends');
    await expect(canvas.queryByRole('link', { name: new RegExp(text('referrals:links.details')) })).not.toBeInTheDocument();
  },
});

/** The summary cannot be read: the share card stays, the rewards offer a retry. */
export const LoadError = meta.story({
  parameters: downFor(getGetInviteInfoUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    await expect(await canvas.findByTestId('referral-code')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByRole('heading', { name: text('referrals:friends.title', { number: 5 }) })).toBeVisible();
  },
});
