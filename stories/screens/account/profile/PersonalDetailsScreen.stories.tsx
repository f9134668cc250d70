import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { PersonalDetailsScreen } from '@/features/account/profile/screens/PersonalDetailsScreen';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { i18n } from '@/shared/i18n';
import { downFor, neverAnswering, showsLoadFailure, showsLoading } from '../../../support/load-states';
import type { Canvas, UserEvent } from '../../../support/play';
import { screenAt, signedIn } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { changeMember, memberNow } from '../account-story';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/PersonalDetailsScreen',
  component: PersonalDetailsScreen,
  ...screenAt('/personalDetails', 'lotus888'),
});

/** Opens the birthday sheet from its row. */
async function birthdaySheet(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: startsWith(text('account:birthday.label')) }));
  return within(await canvas.findByRole('dialog', { name: text('account:birthday.title') }));
}

/** Picks a date in the sheet's year, month and day lists. */
async function pickDate(sheet: Canvas, userEvent: UserEvent, year: string, month: string, day: string) {
  await userEvent.selectOptions(sheet.getByRole('combobox', { name: startsWith(text('form:date.year')) }), year);
  await userEvent.selectOptions(sheet.getByRole('combobox', { name: startsWith(text('form:date.month')) }), month);
  await userEvent.selectOptions(sheet.getByRole('combobox', { name: startsWith(text('form:date.day')) }), day);
}

/** lotus888: masked account and real name, the birthday (set, so fixed), status, masked mobile. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByTestId('masked-mobile');
    await expect(canvas.getByText('lo***88')).toBeVisible();
    await expect(canvas.getByText('Nguyen * An')).toBeVisible();
    await expect(canvas.queryByText('Nguyen Van An')).not.toBeInTheDocument();
    const birthday = text('account:birthday.label');
    await expect(canvas.getByText(i18n.language === 'vi' ? '16-08-1995' : '08-16-1995')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: startsWith(birthday) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: startsWith(text('account:emotion.title')) })).toHaveTextContent(text('account:emotion.0'));
    await expect(canvas.getByTestId('masked-mobile')).toHaveTextContent(/^\+84 912\*\*5678$/);
  },
});

/** Emotion status: three choices, the current one not offered again; a choice is saved at once. */
export const ChangeEmotionStatus = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await userEvent.click(await canvas.findByRole('button', { name: startsWith(text('account:emotion.title')) }));
    const sheet = within(await canvas.findByRole('dialog', { name: text('account:emotion.title') }));
    await expect(sheet.getByRole('button', { name: text('account:emotion.0') })).toBeDisabled();
    await userEvent.click(sheet.getByRole('button', { name: text('account:emotion.2') }));
    await expectToast(toasts, { message: text('account:emotion.saved'), type: 'success' });
    toasts.stop();
    await expect(canvas.getByRole('button', { name: startsWith(text('account:emotion.title')) })).toHaveTextContent(text('account:emotion.2'));
    await expect((await memberNow('lotus888')).sex).toBe(2);
  },
});

/** No birthday yet: it can be set once, with the date picker. */
export const SetBirthday = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    const sheet = await birthdaySheet(canvas, userEvent);
    const saveButton = sheet.getByRole('button', { name: text('account:birthday.save') });
    await expect(saveButton).toBeDisabled();
    await pickDate(sheet, userEvent, '1990', '2', '28');
    await userEvent.click(saveButton);
    await expectToast(toasts, { message: text('account:birthday.saved'), type: 'success' });
    toasts.stop();
    await expect((await memberNow('nomobile01')).birthday).toBe('1990-02-28');
    await expect(await canvas.findByText(text('account:birthday.once'))).toBeVisible();
  },
});

/** The server refuses the birthday (already set elsewhere meanwhile): its message shows, the sheet stays open. */
export const BirthdayRefused = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    const sheet = await birthdaySheet(canvas, userEvent);
    await pickDate(sheet, userEvent, '1991', '3', '1');
    await changeMember('nomobile01', (member) => {
      member.birthday = '1989-01-01';
    });
    await userEvent.click(sheet.getByRole('button', { name: text('account:birthday.save') }));
    await expectToast(toasts, { message: accountMessage(AccountCode.birthdayAlreadySet), type: 'error' });
    toasts.stop();
    await expect(canvas.getByRole('dialog', { name: text('account:birthday.title') })).toBeVisible();
  },
});

/** The avatar row opens the same ten-avatar picker. */
export const AvatarPicker = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: startsWith(text('account:avatar.label')) }));
    const sheet = within(await canvas.findByRole('dialog', { name: text('account:avatar.choose') }));
    const current = await memberNow('lotus888');
    await expect(sheet.getByRole('radio', { name: text(`icons:avatar.${current.avatar}`) })).toBeChecked();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({ parameters: downFor(getGetMemberUrl()), play: showsLoadFailure('account:profile.loadFailed') });
