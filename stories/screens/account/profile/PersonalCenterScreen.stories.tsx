import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { PersonalCenterScreen } from '@/features/account/profile/screens/PersonalCenterScreen';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { downFor, neverAnswering, showsLoading } from '../../../support/load-states';
import { screenAt, signedIn } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { changeMember, memberNow } from '../account-story';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/Profile/PersonalCenterScreen',
  component: PersonalCenterScreen,
  ...screenAt('/personal-center', 'lotus888'),
});

/** lotus888: identity, nickname, masked mobile, unbound e-mail, withdraw password set, and the security entries. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const member = await memberNow('lotus888');
    await expect(await canvas.findByRole('heading', { name: member.nickName })).toBeVisible();
    await expect(canvas.getByTestId('masked-mobile')).toHaveTextContent(/^\+84 912\*\*5678$/);
    await expect(canvas.getByTestId('masked-email')).toHaveTextContent(text('account:contact.notBound'));
    await expect(canvas.queryByText('912345678')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: startsWith(text('account:nickname.label')) })).toHaveAttribute('href', '/editNickname');
    await expect(canvas.getByRole('link', { name: text('routes:title.personalDetails') })).toHaveAttribute('href', '/personalDetails');
    await expect(canvas.getByRole('link', { name: startsWith(text('account:contact.mobile')) })).toHaveAttribute('href', '/cellIphone');
    await expect(canvas.getByRole('link', { name: startsWith(text('account:contact.email')) })).toHaveAttribute('href', '/mail');
    await expect(canvas.getByRole('link', { name: text('routes:title.passwordInfo') })).toHaveAttribute('href', '/passwordInfo');
    const withdraw = canvas.getByRole('link', { name: startsWith(text('routes:title.withdrawPassword')) });
    await expect(withdraw).toHaveAttribute('href', '/withdrawPassword');
    await expect(withdraw).toHaveTextContent(text('account:withdrawPwd.isSet'));
    await expect(canvas.getByRole('link', { name: text('routes:title.bankcard') })).toHaveAttribute('href', '/bankcard');
  },
});

/** Inside the app's web view the number is drawn as the native app does: first 3, ****, last 4. */
export const AppShellMasking = meta.story({
  beforeEach: () => {
    sessionStorage.setItem('appShell', '1');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('masked-mobile')).toHaveTextContent(/^\+84 912\*\*\*\*5678$/);
  },
});

/** A member with a bound e-mail sees it masked; the same for a changed mobile. */
export const BoundEmail = meta.story({
  beforeEach: async () => {
    await changeMember('lotus888', (member) => {
      member.email = 'hoa.sen@lotus.example';
      member.mobile = '13812345678';
      member.mobileArea = '86';
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('masked-email')).toHaveTextContent(/^ho\*\*\*en@lotus\.example$/);
    await expect(canvas.getByTestId('masked-mobile')).toHaveTextContent(/^\+86 138\*\*\*\*5678$/);
  },
});

/** nomobile01: nothing bound, no withdraw password. */
export const NothingBound = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('masked-mobile')).toHaveTextContent(text('account:contact.notBound'));
    await expect(canvas.getByTestId('masked-email')).toHaveTextContent(text('account:contact.notBound'));
    const withdraw = canvas.getByRole('link', { name: startsWith(text('routes:title.withdrawPassword')) });
    await expect(withdraw).toHaveTextContent(text('account:withdrawPwd.notSet'));
  },
});

/** A nickname waiting for review carries the badge. */
export const NicknameInReview = meta.story({
  beforeEach: async () => {
    await changeMember('lotus888', (member) => {
      member.nickNameStatus = true;
    });
  },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('link', { name: startsWith(text('account:nickname.label')) });
    await expect(within(row).getByText(text('account:nickname.inReview'))).toBeVisible();
  },
});

/** Changing the avatar: one of ten, saved with update-avatar; the header shows the new one. */
export const ChangeAvatar = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await userEvent.click(await canvas.findByRole('button', { name: text('account:avatar.change') }));
    const sheet = within(await canvas.findByRole('dialog', { name: text('account:avatar.choose') }));
    await expect(sheet.getAllByRole('radio')).toHaveLength(10);
    await expect(sheet.getByRole('button', { name: text('account:avatar.save') })).toBeDisabled();
    await userEvent.click(sheet.getByRole('radio', { name: text('icons:avatar.5') }));
    await userEvent.click(sheet.getByRole('button', { name: text('account:avatar.save') }));
    await expectToast(toasts, { message: text('account:avatar.saved'), type: 'success' });
    toasts.stop();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: text('account:avatar.current') })).toHaveAttribute('data-avatar', '5');
    await expect((await memberNow('lotus888')).avatar).toBe(5);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetMemberUrl()), play: showsLoading('account:profile.loading') });

export const LoadError = meta.story({
  parameters: downFor(getGetMemberUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('account:profile.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common:common.retry') })).toBeEnabled();
  },
});
