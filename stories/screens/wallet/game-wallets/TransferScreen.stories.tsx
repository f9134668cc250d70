import type { Canvas } from '../../../support/play';
import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { TransferScreen } from '@/features/wallet/game-wallets/screens/TransferScreen';
import { getGetGameWalletsUrl } from '@/shared/api/generated/main/funds-record/funds-record';
import { PATHS } from '@/shared/config/paths';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { money, walletScreen } from '../wallet-story';

const meta = preview.meta({
  title: 'Screens/Wallet/GameWallets/TransferScreen',
  component: TransferScreen,
  ...walletScreen(PATHS.transfer),
});

const mainWallet = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: text('game-wallets:transfer.mainWallet') }, { timeout: 10_000 }));

/** Two game wallets hold money; collect all moves it into the main wallet and empties them. */
export const CollectAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await (await mainWallet(canvas)).findByText(money(1_250_000), undefined, { timeout: 10_000 })).toBeVisible();
    const games = within(await canvas.findByRole('region', { name: text('game-wallets:transfer.gameWallets') }, { timeout: 10_000 }));
    await expect(games.getByText(money(425_000))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('game-wallets:transfer.collectAll') }));
    await waitFor(async () => expect((await mainWallet(canvas)).getByText(money(1_675_000))).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: text('game-wallets:transfer.collectAll') })).toBeDisabled(), { timeout: 10_000 });
    await expect(canvas.getByText(text('game-wallets:transfer.nothingToCollect'))).toBeVisible();
  },
});

/** A member whose game wallets are empty: nothing to collect. */
export const NothingToCollect = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('game-wallets:transfer.nothingToCollect'), undefined, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('game-wallets:transfer.collectAll') })).toBeDisabled();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetGameWalletsUrl()),
  play: showsLoading('game-wallets:transfer.loading'),
});

export const LoadFailed = meta.story({
  parameters: downFor(getGetGameWalletsUrl()),
  play: retryAfterFailure('game-wallets:transfer.walletsFailed', async (canvas) => {
    await expect(await canvas.findByRole('button', { name: text('game-wallets:transfer.collectAll') }, { timeout: 10_000 })).toBeEnabled();
  }),
});
