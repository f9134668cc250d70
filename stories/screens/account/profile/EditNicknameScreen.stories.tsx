import preview from '../../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { EditNicknameScreen } from '@/features/account/profile/screens/EditNicknameScreen';
import { getGetMemberUrl, getUpdateNicknameUrl } from '@/shared/api/generated/main/member/member';
import { getToast } from '@/shared/ui/toast/toast';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { changeMember, memberNow } from '../account-story';
import { recordBodies } from '../../../../tests/support/requests';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/EditNicknameScreen',
  component: EditNicknameScreen,
  ...screenAt('/editNickname', 'lotus888'),
});

const field = awaitLabelledField('account:nickname.label');
const save = namedButton('account:nickname.save');

/** The input is prefilled with the current nickname, holds at most 10 characters and Save is active. */
export const Prefilled = meta.story({
  play: async ({ canvas }) => {
    const member = await memberNow('lotus888');
    const input = await field(canvas);
    await expect(input).toHaveValue(member.nickName);
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(input).toHaveAccessibleDescription(text('account:nickname.rule'));
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'false');
    await expect(canvas.queryByText(text('account:nickname.inReview'))).not.toBeInTheDocument();
  },
});

/** nickNameStatus true: the "in review" badge shows. */
export const InReview = meta.story({
  beforeEach: async () => {
    await changeMember('lotus888', (member) => {
      member.nickNameStatus = true;
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('account:nickname.inReview'))).toBeVisible();
  },
});

/** Under 4 trimmed characters: the note Eletter.NameNote, Save inactive, pressing it shows Eletter.EletterTip1. */
export const TooShort = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getUpdateNicknameUrl());
    const toasts = recordToasts();
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '  ab  ');
    await expect(input).toHaveAccessibleDescription(text('common:Eletter.NameNote'));
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save(canvas));
    await expectToast(toasts, { message: text('common:Eletter.EletterTip1'), type: 'info' });
    toasts.stop();
    await expect(sent).toHaveLength(0);
    await expect(input).toHaveValue('  ab  ');
  },
});

/** Exactly 4 trimmed characters make Save active again. */
export const FourCharacters = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input, 'd');
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'false');
    await expect(input).toHaveAccessibleDescription(text('account:nickname.rule'));
  },
});

/** Typing past 10 characters keeps the first 10. */
export const MaxLength = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, 'abcdefghijkl');
    await expect(input).toHaveValue('abcdefghij');
  },
});

/** Save sends the change once (a double tap too), reloads the user info and goes back. */
export const SaveSuccess = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getUpdateNicknameUrl());
    const toasts = recordToasts();
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, 'Sen Vàng');
    await userEvent.dblClick(save(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/personal-center$/);
    await expectToast(toasts, { message: text('common:common.loading'), type: 'loading' });
    await expectToast(toasts, { message: text('account:nickname.submitted'), type: 'success' });
    toasts.stop();
    await expect(sent).toEqual([{ nickName: 'Sen Vàng' }]);
    await expect((await memberNow('lotus888')).nickNameStatus).toBe(true);
  },
});

/** The server refuses (a change already in review): its message shows, the loading toast is gone, the form stays. */
export const SaveFailure = meta.story({
  beforeEach: async () => {
    await changeMember('lotus888', (member) => {
      member.nickNameStatus = true;
    });
  },
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    const input = await field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, 'Sen Bạc');
    await userEvent.click(save(canvas));
    await expectToast(toasts, { message: accountMessage(AccountCode.nicknameInReview), type: 'error' });
    toasts.stop();
    await expect(toasts.shown.map((toast) => toast.type)).toEqual(['loading', 'error']);
    await waitFor(() => expect(getToast()?.type).toBe('error'));
    await expect(input).toHaveValue('Sen Bạc');
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** The profile has not answered yet. */
export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

/** The profile cannot be read: retry brings the form. */
export const LoadError = meta.story({
  parameters: downFor(getGetMemberUrl()),
  play: retryAfterFailure('account:profile.loadFailed', async (canvas) => expect(await field(canvas)).toBeVisible()),
});

/** A guest is asked to log in and comes back here afterwards. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: text('account:guest.login') })).toHaveAttribute(
      'href',
      '/login?redirect=/editNickname',
    );
  },
});
