import type { Canvas } from '../../../support/play';
import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { text } from '../../../support/text';
import { addOpenReserve } from '../../../../tests/integration/bet-records-support';
import { recordsScreen } from './records-story';

const meta = preview.meta({
  title: 'Screens/Betting/BetRecords/ReservedBets',
  ...recordsScreen('&tab=reserved'),
});

const openReserves = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: text('bet-records:reserve.openTitle') }, { timeout: 10_000 }));

/** Two waiting reserves with the 10-open limit explained; cancelling one asks first, then lists it as cancelled. */
export const ListAndCancel = meta.story({
  beforeEach: async () => {
    await addOpenReserve();
    await addOpenReserve(undefined, 50);
  },
  play: async ({ canvas, userEvent }) => {
    const region = await openReserves(canvas);
    await expect(region.getByText(text('bet-records:reserve.limit', { open: 2, max: 10 }))).toBeVisible();
    const cards = await region.findAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByText(text('bet-records:reserve.state.waiting'))).toBeVisible();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: new RegExp(`^${text('bet-records:reserve.cancel')}`) }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('bet-records:reserve.confirmTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: text('bet-records:reserve.confirmCancel') }));
    await expect(await region.findByText(text('bet-records:reserve.limit', { open: 1, max: 10 }), undefined, { timeout: 10_000 })).toBeVisible();
    const ended = within(await canvas.findByRole('region', { name: text('bet-records:reserve.endedTitle') }, { timeout: 10_000 }));
    await expect(ended.getByText(text('bet-records:reserve.state.cancelled'))).toBeVisible();
  },
});

/** No open reserve: the empty state under the limit note. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    const region = await openReserves(canvas);
    await expect(region.getByText(text('bet-records:reserve.empty'))).toBeVisible();
  },
});
