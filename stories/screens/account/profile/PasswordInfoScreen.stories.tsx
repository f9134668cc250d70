import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { db } from '@mocks/db';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { PasswordInfoScreen } from '@/features/account/profile/screens/PasswordInfoScreen';
import { getGetMemberUrl, getUpdatePasswordUrl } from '@/shared/api/generated/main/member/member';
import { namedButton } from '../../../support/finders';
import { downFor, neverAnswering, showsLoadFailure, showsLoading } from '../../../support/load-states';
import type { Canvas, UserEvent } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { backToPersonalCenter } from '../account-story';
import { recordBodies } from '../../../../tests/support/requests';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';
import { SEED_PASSWORD } from '@mocks/seed/members';

const meta = preview.meta({
  title: 'Screens/Account/Profile/PasswordInfoScreen',
  component: PasswordInfoScreen,
  ...screenAt('/passwordInfo', 'lotus888'),
});

const field = (canvas: Canvas, name: 'oldPassword' | 'newPassword' | 'confirmPassword') =>
  canvas.findByLabelText(text(`account:password.${name}`));
const submit = namedButton('account:password.submit');

async function fill(canvas: Canvas, userEvent: UserEvent, values: { old: string; next: string; confirm: string }) {
  await userEvent.type(await field(canvas, 'oldPassword'), values.old);
  await userEvent.type(await field(canvas, 'newPassword'), values.next);
  await userEvent.type(await field(canvas, 'confirmPassword'), values.confirm);
  await userEvent.click(submit(canvas));
}

/** Empty form: the rule is shown under the new password; submitting asks for every field. */
export const Required = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await field(canvas, 'newPassword')).toHaveAccessibleDescription(text('account:password.rule'));
    await userEvent.click(submit(canvas));
    await expect(await field(canvas, 'oldPassword')).toHaveAccessibleDescription(text('account:password.oldRequired'));
    await expect(await field(canvas, 'newPassword')).toHaveAccessibleDescription(text('account:password.newRequired'));
    await expect(await field(canvas, 'confirmPassword')).toHaveAccessibleDescription(text('account:password.confirmRequired'));
  },
});

/** All digits breaks the password rule; nothing is sent. */
export const RuleBroken = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getUpdatePasswordUrl());
    await fill(canvas, userEvent, { old: SEED_PASSWORD, next: '12345678', confirm: '12345678' });
    const input = await field(canvas, 'newPassword');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text('account:password.rule'));
    await expect(sent).toHaveLength(0);
  },
});

export const SameAsOld = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { old: SEED_PASSWORD, next: SEED_PASSWORD, confirm: SEED_PASSWORD });
    await expect(await field(canvas, 'newPassword')).toHaveAccessibleDescription(text('account:password.sameAsOld'));
  },
});

export const Mismatch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { old: SEED_PASSWORD, next: 'Sen2027moi', confirm: 'Sen2027mo1' });
    await expect(await field(canvas, 'confirmPassword')).toHaveAccessibleDescription(text('account:password.mismatch'));
  },
});

/** A wrong current password: the server's message; the form keeps what was typed. */
export const WrongOldPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await fill(canvas, userEvent, { old: 'Wrong2026', next: 'Sen2027moi', confirm: 'Sen2027moi' });
    await expectToast(toasts, { message: accountMessage(AccountCode.wrongOldPassword), type: 'error' });
    toasts.stop();
    await expect(await field(canvas, 'oldPassword')).toHaveValue('Wrong2026');
  },
});

/** The change goes through once (double tap included) and the new password is the one that logs in. */
export const Success = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent = recordBodies(msw, getUpdatePasswordUrl());
    const toasts = recordToasts();
    await userEvent.type(await field(canvas, 'oldPassword'), SEED_PASSWORD);
    await userEvent.type(await field(canvas, 'newPassword'), 'Sen2027moi');
    await userEvent.type(await field(canvas, 'confirmPassword'), 'Sen2027moi');
    await userEvent.dblClick(submit(canvas));
    await backToPersonalCenter(canvas, toasts, 'account:password.changed');
    await expect(sent).toEqual([{ oldPassword: SEED_PASSWORD, newPassword: 'Sen2027moi' }]);
    await expect(db.credentials.findFirst((q) => q.where({ userName: 'lotus888' }))?.password).toBe('Sen2027moi');
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({ parameters: downFor(getGetMemberUrl()), play: showsLoadFailure('account:profile.loadFailed') });
