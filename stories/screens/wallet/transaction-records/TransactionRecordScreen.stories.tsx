import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { TransactionRecordScreen } from '@/features/wallet/transaction-records/screens/TransactionRecordScreen';
import { getGetTransactionRecordsUrl } from '@/shared/api/generated/main/funds-record/funds-record';
import { PATHS } from '@/shared/config/paths';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/withdrawals';
import { neverAnswering, downFor, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { money, walletScreen } from '../wallet-story';
import { recordRows } from './transaction-records-story';

const listUrl = getGetTransactionRecordsUrl({ startDate: '2026-01-01', endDate: '2026-01-01' });

const meta = preview.meta({
  title: 'Screens/Wallet/TransactionRecords/TransactionRecordScreen',
  component: TransactionRecordScreen,
  ...walletScreen(PATHS.transactionRecord),
});

/** lotus888's last 7 days: the paid withdrawal and the credited deposit, newest first, each with its status. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: text('transaction-records:type.all') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: text('transaction-records:range.week') })).toHaveAttribute('aria-pressed', 'true');
    const rows = await recordRows(canvas);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveAttribute('href', expect.stringContaining(SEED_CLOSED_WITHDRAW_NO));
    await expect(within(rows[0]!).getByText(money(-300_000))).toBeVisible();
    await expect(rows[1]).toHaveAttribute('href', expect.stringContaining(SEED_CLOSED_DEPOSIT_NO));
    await expect(within(rows[1]!).getByText(money(507_500, true))).toBeVisible();
    // The type tabs scroll inside their row; the page itself never scrolls sideways on a phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The deposit tab keeps only the deposit; the failed chip then shows the empty state. */
export const FilteredToEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: text('transaction-records:type.deposit') }));
    await waitFor(async () => expect(await recordRows(canvas)).toHaveLength(1), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: text('transaction-records:status.failed') }));
    await expect(await canvas.findByText(text('transaction-records:list.empty'), undefined, { timeout: 10_000 })).toBeVisible();
  },
});

/** A member without any record. */
export const Empty = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('transaction-records:list.empty'), undefined, { timeout: 10_000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(listUrl),
  play: showsLoading('transaction-records:list.loading'),
});

/** The list call fails: a retry brings the records once the server answers again. */
export const LoadFailed = meta.story({
  parameters: downFor(listUrl),
  play: retryAfterFailure('transaction-records:list.loadFailed', async (canvas) => {
    await expect(await recordRows(canvas)).toHaveLength(2);
  }),
});
