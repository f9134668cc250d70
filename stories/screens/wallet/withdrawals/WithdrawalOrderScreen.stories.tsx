import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { WithdrawalOrderScreen } from '@/features/wallet/withdrawals/screens/WithdrawalOrderScreen';
import { getConfirmWithdrawOrderUrl } from '@/shared/api/generated/main/withdraw/withdraw';
import { closedWithdrawOrder } from '@mocks/seed/withdrawals';
import { recordBodies } from '../../../../tests/support/requests';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { carriedStoryOrder, informationUrl, statusHeading, storyOrder, vnd } from './withdrawals-story';

const meta = preview.meta({
  title: 'Screens/Wallet/Withdrawals/WithdrawalOrderScreen',
  component: WithdrawalOrderScreen,
  ...screenAt('/withdrawalInformation', 'lotus888'),
});

const at = (url: string) => ({ route: { path: '/withdrawalInformation', url } });

/** A paid-out bank order: status, amount, the masked card and the order number with its copy button. */
export const PaidOut = meta.story({
  parameters: at(informationUrl(closedWithdrawOrder(Date.now()))),
  play: async ({ canvas }) => {
    await expect(await statusHeading(canvas, 2)).toBeVisible();
    await expect(canvas.getByText(vnd(300_000), { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Vietcombank **** **** **** 5678')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('withdrawals:info.copyOrderNo') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('withdrawals:info.confirm') })).not.toBeInTheDocument();
  },
});

/** Paying out: the status is followed, nothing to do yet. */
export const PayingOut = meta.story({
  parameters: at(informationUrl(carriedStoryOrder(1))),
  beforeEach: () => storyOrder(1),
  play: async ({ canvas }) => {
    await expect(await statusHeading(canvas, 1)).toBeVisible();
    await expect(canvas.getByText(text('withdrawals:statusDetail.1'))).toBeVisible();
  },
});

/** Awaiting confirmation: one confirmation, even on a double tap, and the order reads paid. */
export const ConfirmReceipt = meta.story({
  parameters: at(informationUrl(carriedStoryOrder(4))),
  beforeEach: () => storyOrder(4),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await statusHeading(canvas, 4)).toBeVisible();
    const confirms = recordBodies(msw, getConfirmWithdrawOrderUrl());
    await userEvent.dblClick(canvas.getByRole('button', { name: text('withdrawals:info.confirm') }));
    await expect(await statusHeading(canvas, 2)).toBeVisible();
    await expect(confirms).toHaveLength(1);
  },
});

/** Returned: the reason, and the amount is back in the balance. */
export const Returned = meta.story({
  parameters: at(informationUrl(carriedStoryOrder(3))),
  beforeEach: () => storyOrder(3),
  play: async ({ canvas }) => {
    await expect(await statusHeading(canvas, 3)).toBeVisible();
    await expect(canvas.getByText(text('withdrawals:info.reason'))).toBeVisible();
  },
});

/** Opened without an order: says so and leads to /withdraw. */
export const NoOrder = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('withdrawals:info.noOrder'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('withdrawals:info.toWithdraw') })).toHaveAttribute('href', '/withdraw');
  },
});
