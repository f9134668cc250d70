import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { UserCenterScreen } from '@/features/account/profile/screens/UserCenterScreen';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { getToken } from '@/shared/session/token-store';
import { seededMember } from '../../../support/expected';
import { downFor, neverAnswering, retryAfterFailure } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { signedIn } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { changeMember, setBalance } from '../account-story';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';
import { signIn } from '../../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Account/Profile/UserCenterScreen',
  component: UserCenterScreen,
  parameters: { route: { path: '/user-center' } },
});

const link = (name: string) => ({ name: startsWith(name) });

/** A guest: the way in (login comes back here, register) and the pages open to everyone; no balance, no logout. */
export const Guest = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text('account:guest.welcome') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('account:guest.login') })).toHaveAttribute(
      'href',
      '/login?redirect=/user-center',
    );
    await expect(canvas.getByRole('link', { name: text('account:guest.register') })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: text('routes:title.service') })).toHaveAttribute('href', '/service');
    await expect(canvas.getByRole('link', { name: text('routes:title.help') })).toHaveAttribute('href', '/help');
    await expect(canvas.getByRole('link', { name: text('routes:title.aboutus') })).toHaveAttribute('href', '/aboutus');
    await expect(canvas.queryByRole('link', link(text('routes:title.message')))).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('account-balance')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text('account:logout.action') })).not.toBeInTheDocument();
  },
});

/** A member: avatar, nickname, VIP level, masked account, balance, the unread count and every account screen. */
export const Member = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas }) => {
    const { member, wallet } = await seededMember('lotus888');
    await expect(await canvas.findByRole('heading', { name: member.nickName })).toBeVisible();
    await expect(canvas.getByText(text('account:vip.level', { level: member.vipLevel }))).toBeVisible();
    await expect(canvas.getByText(text('account:identity.account', { name: 'lo***88' }))).toBeVisible();
    await expect(canvas.getByRole('img', { name: text('account:avatar.current') })).toHaveAttribute('data-avatar', String(member.avatar));
    await expect(await canvas.findByTestId('account-balance')).toHaveTextContent(formatMoney(wallet.balance, wallet.currency, i18n.language));

    const messages = canvas.getByRole('link', link(text('routes:title.message')));
    await waitFor(() => expect(within(messages).getByTestId('count-badge')).toHaveTextContent('3'));
    const entries: Array<[string, string]> = [
      ['personalCenter', '/personal-center'],
      ['bankcard', '/bankcard'],
      ['withdrawPassword', '/withdrawPassword'],
      ['passwordInfo', '/passwordInfo'],
      ['message', '/message'],
      ['settings', '/settings'],
      ['service', '/service'],
      ['feedback', '/feedback'],
      ['help', '/help'],
      ['aboutus', '/aboutus'],
    ];
    for (const [key, href] of entries) {
      // The messages entry's name goes on with its unread count; the others are their titles alone.
      const name = key === 'message' ? link(text(`routes:title.${key}`)) : { name: text(`routes:title.${key}`) };
      await expect(canvas.getByRole('link', name)).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('button', { name: text('account:logout.action') })).toBeEnabled();
  },
});

/** Nothing has answered yet: the profile skeleton and the balance placeholder. */
export const Loading = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: neverAnswering(getGetMemberUrl(), getGetBalanceUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('account:profile.loading'))).toBeInTheDocument();
    await expect(canvas.getByText(text('account:balance.loading'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text('account:balance.refresh') })).toBeDisabled();
  },
});

/** The profile cannot be read: a retry, which brings it once the server answers again. */
export const ProfileError = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: downFor(getGetMemberUrl()),
  play: retryAfterFailure('account:profile.loadFailed', async (canvas) => {
    const { member } = await seededMember('lotus888');
    await expect(await canvas.findByRole('heading', { name: member.nickName })).toBeVisible();
  }),
});

/** The refresh button reads the balance again and shows the new amount. */
export const RefreshBalance = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent }) => {
    const { wallet } = await seededMember('lotus888');
    const amount = await canvas.findByTestId('account-balance');
    await expect(amount).toHaveTextContent(formatMoney(wallet.balance, wallet.currency, i18n.language));
    await setBalance('lotus888', 2_000_000);
    await userEvent.click(canvas.getByRole('button', { name: text('account:balance.refresh') }));
    await waitFor(() => expect(amount).toHaveTextContent(formatMoney(2_000_000, wallet.currency, i18n.language)));
  },
});

/** The balance cannot be read: it says so next to the refresh button, which stays usable as the retry. */
export const BalanceError = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: downFor(getGetBalanceUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('account:balance.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('account:balance.refresh') })).toBeEnabled();
  },
});

/** No unread letters: the messages entry carries no badge. */
export const NoUnreadLetters = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: { msw: { handlers: scenario('letters-empty') } },
  play: async ({ canvas }) => {
    await canvas.findByTestId('account-balance');
    const messages = canvas.getByRole('link', link(text('routes:title.message')));
    await expect(within(messages).queryByTestId('count-badge')).not.toBeInTheDocument();
  },
});

/** A nickname change waits for review: the badge says so. */
export const NicknameInReview = meta.story({
  beforeEach: async () => {
    signIn('lotus888');
    await changeMember('lotus888', (member) => {
      member.nickNameStatus = true;
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('account:nickname.inReview'))).toBeVisible();
  },
});

/** Logout asks first; confirming ends the session and the tab turns into the guest view. */
export const LogOut = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    await canvas.findByTestId('account-balance');
    await userEvent.click(canvas.getByRole('button', { name: text('account:logout.action') }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('account:logout.confirmTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: text('account:logout.action') }));
    await expect(await canvas.findByRole('heading', { name: text('account:guest.welcome') })).toBeVisible();
    await expectToast(toasts, { message: text('account:logout.done'), type: 'success' });
    toasts.stop();
    await expect(getToken()).toBeNull();
    await expect(canvas.queryByTestId('account-balance')).not.toBeInTheDocument();
  },
});

/** Cancelling the question keeps the player logged in. */
export const LogOutCancelled = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('account-balance');
    await userEvent.click(canvas.getByRole('button', { name: text('account:logout.action') }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('account:logout.confirmTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: text('common:common.cancel') }));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(getToken()).not.toBeNull();
    await expect(canvas.getByTestId('account-balance')).toBeVisible();
  },
});

/** The smallest supported phone: the cards, entries and balance fit the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('account-balance');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
