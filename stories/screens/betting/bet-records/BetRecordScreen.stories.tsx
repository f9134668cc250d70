import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { presetRange } from '@/features/betting/bet-records/lib/date-ranges';
import { getListBetsUrl } from '@/shared/api/generated/sports/order/order';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { countedBetsIn, settledBetsIn } from '../../../../tests/integration/bet-records-support';
import { betCards, betList, money, recordsScreen } from './records-story';

const meta = preview.meta({
  title: 'Screens/Betting/BetRecords/BetRecordScreen',
  ...recordsScreen(),
});

/** lotus888's open bets: two singles and a two-leg parlay, each with its cash-out offer; the totals above them. */
export const Unsettled = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: text('bet-records:tabs.unsettled') })).toHaveAttribute('aria-selected', 'true');
    const cards = await betCards(canvas, 'unsettled');
    await expect(cards).toHaveLength(3);
    const sums = within(await canvas.findByLabelText(text('bet-records:sums.unsettledLabel')));
    await expect(sums.getByText('3')).toBeVisible();
    await expect(sums.getByText(money(170_000))).toBeVisible();
    // Parlay legs: both selections with their match, league and open outcome.
    const parlay = cards.find((card) => within(card).queryByRole('heading', { name: text('bet-records:bet.parlay', { legs: 2, bets: 1 }) }));
    if (!parlay) throw new Error('No parlay');
    const legs = within(within(parlay).getByRole('list', { name: text('bet-records:bet.legs') })).getAllByRole('listitem');
    await expect(legs).toHaveLength(2);
    await expect(within(parlay).getAllByText(text('bet-records:outcome.0'))).toHaveLength(2);
    await expect(within(parlay).getByText(text('bet-records:state.accepted'))).toBeVisible();
    // Every open bet offers a cash-out once its quote is in.
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: new RegExp(`^${text('bet-records:cashOut.open', { amount: '' }).trim()}`) })).toHaveLength(3),
      { timeout: 10_000 },
    );
  },
});

/** Settled bets placed in the last 7 days with the period's totals; 30 days adds the rejected bet with its reason. */
export const Settled = meta.story({
  parameters: recordsScreen('&tab=settled').parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: text('bet-records:range.week') })).toHaveAttribute('aria-pressed', 'true');
    const week = presetRange('week', Date.now());
    await waitFor(async () => expect(await betCards(canvas, 'settled')).toHaveLength(settledBetsIn(week).length), { timeout: 10_000 });
    const sums = within(await canvas.findByLabelText(text('bet-records:sums.settledLabel'), undefined, { timeout: 10_000 }));
    await expect(sums.getByText(String(countedBetsIn(week)))).toBeVisible();
    await expect(within(await betList(canvas, 'settled')).getAllByText(text('bet-records:state.settled')).length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: text('bet-records:range.month') }));
    const month = presetRange('month', Date.now());
    await waitFor(async () => expect(await betCards(canvas, 'settled')).toHaveLength(settledBetsIn(month).length), { timeout: 10_000 });
    await expect(within(await betList(canvas, 'settled')).getByText(text('bet-records:reject.8'))).toBeVisible();
    await expect(within(await betList(canvas, 'settled')).getAllByText(`+${money(184_000)}`).length).toBeGreaterThan(0);
  },
});

/** A member without bets: each tab says so. */
export const Empty = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('bet-records:list.empty.unsettled'), undefined, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: text('bet-records:tabs.settled') }));
    await expect(await canvas.findByText(text('bet-records:list.empty.settled'), undefined, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: text('bet-records:tabs.reserved') }));
    await expect(await canvas.findByText(text('bet-records:reserve.empty'), undefined, { timeout: 10_000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getListBetsUrl()),
  play: showsLoading('bet-records:list.loading'),
});

/** The list call fails: a retry, which brings the bets once the provider answers again. */
export const LoadFailed = meta.story({
  parameters: downFor(getListBetsUrl()),
  play: retryAfterFailure('bet-records:list.loadFailed', async (canvas) => {
    await expect(await betList(canvas, 'unsettled')).toBeVisible();
  }),
});
