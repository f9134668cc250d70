import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { DICE_ODDS } from '@mocks/handlers/sub-games-rounds';
import { SubGameScreen } from '@/features/live/sub-games/screens/SubGameScreen';
import { loginHref, PATHS, routePath } from '@/shared/config/paths';
import { formatMoney } from '@/shared/lib/money';
import { i18n } from '@/shared/i18n';
import type { Canvas } from '../../../support/play';
import { routeScreen, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { advanceClock, clockAt, GAME_ID, MOMENT, stakeOnTheWinner, storyRoll, storyRoundNo } from './sub-games-story';

const meta = preview.meta({
  title: 'Screens/Live/SubGames/SubGameScreen',
  component: SubGameScreen,
  ...routeScreen('subGame', { id: GAME_ID }),
});

const memberId = () => db.members.findFirst((q) => q.where({ userName: 'lotus888' }))?.id ?? 0;
const vnd = (amount: number) => formatMoney(amount, 'VND', i18n.language);
const round = (canvas: Canvas) => canvas.findByRole('region', { name: text('sub-games:round', { no: storyRoundNo() }) });
const stakeForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: text('sub-games:stake.label') }));

/**
 * Bets are open: the seconds left count down; the member picks big, types a stake and places it once. The stake
 * leaves the wallet (a ledger entry) and is listed as waiting for the dice.
 */
export const Betting = meta.story({
  beforeEach: [signedIn('lotus888'), clockAt(MOMENT.betting)],
  play: async ({ canvas, userEvent }) => {
    const section = await round(canvas);
    await expect(within(section).getByText(text('sub-games:phase.betting'))).toBeVisible();
    await expect(within(section).getByRole('timer')).toHaveTextContent(/\d+/);
    const before = ledgerBalance(memberId());
    const form = stakeForm(canvas);
    await userEvent.click(form.getByRole('button', { name: new RegExp(`^${text('sub-games:outcome.big')}`) }));
    await userEvent.type(form.getByRole('textbox', { name: text('sub-games:stake.amount') }), '50000');
    await userEvent.click(form.getByRole('button', { name: text('sub-games:stake.place') }));
    const line = await canvas.findByText(text('sub-games:betLine', { option: text('sub-games:outcome.big'), amount: vnd(50_000) }));
    await expect(line.closest('li')).toHaveTextContent(text('sub-games:betState.pending'));
    await expect(ledgerBalance(memberId())).toBe(before - 50_000);
    await waitFor(() => expect(form.getByRole('textbox', { name: text('sub-games:stake.amount') })).toHaveValue(''));
  },
});

/** A stake needs a side and must stay within the game's limits; what was typed stays. */
export const StakeRules = meta.story({
  beforeEach: [signedIn('lotus888'), clockAt(MOMENT.betting)],
  play: async ({ canvas, userEvent }) => {
    await round(canvas);
    const form = stakeForm(canvas);
    const amount = form.getByRole('textbox', { name: text('sub-games:stake.amount') });
    await userEvent.type(amount, '500');
    await userEvent.click(form.getByRole('button', { name: text('sub-games:stake.place') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('sub-games:problem.noOption'));
    await userEvent.click(form.getByRole('button', { name: new RegExp(`^${text('sub-games:outcome.small')}`) }));
    await userEvent.click(form.getByRole('button', { name: text('sub-games:stake.place') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('sub-games:problem.belowMin', { min: vnd(10_000), max: vnd(5_000_000) }));
    await expect(amount).toHaveValue('500');
  },
});

/** Bets are closed while the dice roll: the sides and the button wait for the next round. */
export const Rolling = meta.story({
  beforeEach: [signedIn('lotus888'), clockAt(MOMENT.rolling)],
  play: async ({ canvas }) => {
    const section = await round(canvas);
    await expect(within(section).getByText(text('sub-games:phase.rolling'))).toBeVisible();
    const form = stakeForm(canvas);
    for (const button of form.getAllByRole('button')) await expect(button).toBeDisabled();
  },
});

/**
 * The round's result: the three dice and their total; the member's stake on the winning side is paid back at the
 * game's odds, through the wallet.
 */
export const Result = meta.story({
  beforeEach: [
    signedIn('lotus888'),
    clockAt(MOMENT.betting),
    async () => {
      await stakeOnTheWinner(100_000);
      await advanceClock(MOMENT.settled - MOMENT.betting);
    },
  ],
  play: async ({ canvas }) => {
    const roll = storyRoll();
    const section = await round(canvas);
    await expect(within(section).getByText(text('sub-games:phase.settled'))).toBeVisible();
    const dice = within(section).getByLabelText(text('sub-games:rolled', { dice: roll.dice.join(', '), total: roll.total, outcome: text(`sub-games:outcome.${roll.outcome}`) }));
    await expect(dice).toBeVisible();
    const paid = roll.outcome === 'triple' ? text('sub-games:betState.lost') : text('sub-games:won', { payout: vnd(100_000 * DICE_ODDS) });
    await expect(await canvas.findByText(paid)).toBeVisible();
  },
});

/** A guest sees the round and the last results; playing needs a login, which brings them back. */
export const Guest = meta.story({
  beforeEach: clockAt(MOMENT.betting),
  play: async ({ canvas }) => {
    await round(canvas);
    await expect(canvas.getByRole('link', { name: text('sub-games:login') })).toHaveAttribute('href', loginHref(routePath('subGame', { id: GAME_ID })));
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
  },
});

/** No such game. */
export const Missing = meta.story({
  parameters: { route: { path: PATHS.subGame, url: routePath('subGame', { id: 999 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sub-games:failed'))).toBeVisible();
  },
});
