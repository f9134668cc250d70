import type { Canvas } from '../../../support/play';
import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { InviteFriendsScreen } from '@/features/invite/referrals/screens/InviteFriendsScreen';
import { getGetInviteBetConfigUrl } from '@/shared/api/generated/main/invite/invite';
import { downFor } from '../../../support/load-states';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Invite/Referrals/InviteFriendsScreen',
  component: InviteFriendsScreen,
  ...screenAt('/inviteFriends'),
});

const table = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('table', { name: text(title) }));

/** The three tier tables from the config calls, each range closed at the next tier. */
export const Rules = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text('referrals:rules.start') })).toHaveAttribute('href', '/invite');
    const deposit = await table(canvas, 'referrals:rules.depositTitle');
    await expect(deposit.getAllByRole('row')).toHaveLength(4);
    const bet = await table(canvas, 'referrals:rules.betTitle');
    await expect(bet.getByRole('cell', { name: text('referrals:rules.rateValue', { rate: 0.5 }) })).toBeVisible();
    const vip = await table(canvas, 'referrals:rules.vipTitle');
    await expect(vip.getByRole('rowheader', { name: text('referrals:rules.vipLevel', { level: 6 }) })).toBeVisible();
  },
});

/** One table cannot be read: a retry brings all three. */
export const LoadError = meta.story({
  parameters: downFor(getGetInviteBetConfigUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByRole('table', { name: text('referrals:rules.betTitle') })).toBeVisible();
  },
});
