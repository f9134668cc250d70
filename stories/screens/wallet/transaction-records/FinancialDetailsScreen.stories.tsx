import type { Canvas } from '../../../support/play';
import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { FinancialDetailsScreen } from '@/features/wallet/transaction-records/screens/FinancialDetailsScreen';
import { getGetTransactionRecordDetailUrl } from '@/shared/api/generated/main/funds-record/funds-record';
import { PATHS } from '@/shared/config/paths';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/withdrawals';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { asGuest } from '../../../support/screen';
import { text } from '../../../support/text';
import { money, walletScreen } from '../wallet-story';
import { detailsUrl } from './transaction-records-story';

const detailUrl = getGetTransactionRecordDetailUrl({ recordNo: SEED_CLOSED_WITHDRAW_NO });

const meta = preview.meta({
  title: 'Screens/Wallet/TransactionRecords/FinancialDetailsScreen',
  component: FinancialDetailsScreen,
  ...walletScreen(PATHS.financialDetailsViews, detailsUrl(SEED_CLOSED_WITHDRAW_NO)),
});

const fieldsOf = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: text('transaction-records:detail.fields') }, { timeout: 10_000 }));

/** The paid withdrawal: amount, account, and its two steps. */
export const Withdrawal = meta.story({
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: text('transaction-records:detail.summary') }, { timeout: 10_000 }));
    await expect(summary.getByText(money(-300_000))).toBeVisible();
    const fields = await fieldsOf(canvas);
    await expect(fields.getByText(SEED_CLOSED_WITHDRAW_NO)).toBeVisible();
    await expect(fields.getByText('Vietcombank **** **** **** 5678')).toBeVisible();
    const history = within(canvas.getByRole('region', { name: text('transaction-records:detail.history') }));
    await expect(history.getAllByRole('listitem')).toHaveLength(2);
  },
});

/** The credited deposit: order amount, gift and amount credited. */
export const Deposit = meta.story({
  parameters: walletScreen(PATHS.financialDetailsViews, detailsUrl(SEED_CLOSED_DEPOSIT_NO)).parameters,
  play: async ({ canvas }) => {
    const fields = await fieldsOf(canvas);
    await expect(fields.getByText(money(500_000))).toBeVisible();
    await expect(fields.getByText(money(7_500))).toBeVisible();
    await expect(fields.getByText(money(507_500))).toBeVisible();
  },
});

/** An unknown record: said plainly, with the way back to the list. */
export const NotFound = meta.story({
  parameters: walletScreen(PATHS.financialDetailsViews, detailsUrl('L999999')).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('transaction-records:detail.notFound'), undefined, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('transaction-records:detail.toList') })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(detailUrl),
  play: showsLoading('transaction-records:detail.loading'),
});

export const LoadFailed = meta.story({
  parameters: downFor(detailUrl),
  play: retryAfterFailure('transaction-records:detail.loadFailed', async (canvas) => {
    await fieldsOf(canvas);
  }),
});

/** A guest (the route itself needs no session): asked to log in. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('transaction-records:detail.loginMessage'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('transaction-records:detail.login') })).toBeVisible();
  },
});
