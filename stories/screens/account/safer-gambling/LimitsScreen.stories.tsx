import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { LimitsScreen } from '@/features/account/safer-gambling/screens/LimitsScreen';
import { getGetSaferGamblingLimitsUrl } from '@/shared/api/generated/main/safer-gambling/safer-gambling';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { formatMoment } from '@/shared/safer-gambling/lib/display';
import { scenario } from '../../../support/mock-backend';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import type { Canvas, UserEvent } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { limitNow, limitRow, setLimitOf } from './safer-gambling-story';

const meta = preview.meta({
  title: 'Screens/Account/SaferGambling/LimitsScreen',
  component: LimitsScreen,
  ...screenAt('/safer-gambling/limits', 'lotus888'),
});

const DAILY_DEPOSIT = { kind: 'deposit', period: 'day' } as const;
const vnd = (amount: number) => formatMoney(amount, 'VND', getLanguage());
const name = () => text('safer-gambling:editor.title', { period: text('safer-gambling:period.day'), kind: text('safer-gambling:kind.deposit') });

/** Opens the daily deposit limit's editor and saves `amount` in place of what its field held. */
async function changeDailyDeposit(canvas: Canvas, userEvent: UserEvent, amount: string): Promise<void> {
  await userEvent.click(await limitRow(canvas, 'deposit', 'day'));
  const dialog = within(await canvas.findByRole('dialog', { name: name() }));
  const field = dialog.getByLabelText(text('safer-gambling:editor.amountLabel', { currency: 'VND' }));
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:editor.save') }));
}

/** No limits yet: every row says so; a first daily deposit limit applies at once and shows what is left. */
export const SetFirstLimit = meta.story({
  play: async ({ canvas, userEvent }) => {
    const row = await limitRow(canvas, 'deposit', 'day');
    await expect(row).toHaveTextContent(text('safer-gambling:limits.none'));
    await userEvent.click(row);
    const dialog = within(await canvas.findByRole('dialog', { name: name() }));
    await userEvent.type(dialog.getByLabelText(text('safer-gambling:editor.amountLabel', { currency: 'VND' })), '500000');
    await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:editor.save') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('safer-gambling:changed.now', { name: name(), amount: vnd(500_000) }));
    await waitFor(async () => expect(await limitRow(canvas, 'deposit', 'day')).toHaveTextContent(text('safer-gambling:limits.left', { amount: vnd(500_000) })));
  },
});

/** Raising a limit waits 24 hours: the message says tomorrow and when, the row shows the waiting change. */
export const RaiseTakesEffectTomorrow = meta.story({
  beforeEach: () => setLimitOf('lotus888', DAILY_DEPOSIT, 500_000),
  play: async ({ canvas, userEvent }) => {
    await changeDailyDeposit(canvas, userEvent, '800000');
    const status = await canvas.findByRole('status');
    const stored = await limitNow('lotus888', DAILY_DEPOSIT);
    await expect(stored).toMatchObject({ value: 500_000, pendingValue: 800_000 });
    const moment = formatMoment(stored.pendingFromIso ?? '', stored.timeZone, getLanguage());
    await expect(status).toHaveTextContent(text('safer-gambling:changed.later', { name: name(), amount: vnd(800_000), moment }));
    await waitFor(async () =>
      expect(await limitRow(canvas, 'deposit', 'day')).toHaveTextContent(text('safer-gambling:limits.pendingChange', { amount: vnd(800_000), moment })),
    );
  },
});

/** Lowering applies at once. */
export const LowerAppliesNow = meta.story({
  beforeEach: () => setLimitOf('lotus888', DAILY_DEPOSIT, 500_000),
  play: async ({ canvas, userEvent }) => {
    await changeDailyDeposit(canvas, userEvent, '300000');
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('safer-gambling:changed.now', { name: name(), amount: vnd(300_000) }));
    await expect(await limitNow('lotus888', DAILY_DEPOSIT)).toMatchObject({ value: 300_000, pendingValue: null });
  },
});

/** A typed amount that is not a whole number above 0 is refused on the spot, keeping what was typed. */
export const BadAmount = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await limitRow(canvas, 'stake', 'week'));
    const dialog = within(await canvas.findByRole('dialog'));
    const field = dialog.getByLabelText(text('safer-gambling:editor.amountLabel', { currency: 'VND' }));
    await userEvent.type(field, '12abc');
    await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:editor.save') }));
    await expect(await dialog.findByText(text('safer-gambling:editor.badAmount'))).toBeVisible();
    await expect(field).toHaveValue('12abc');
  },
});

/** limit-reached: the daily deposit limit is used up, nothing left until midnight. */
export const LimitReached = meta.story({
  parameters: { msw: { handlers: scenario('limit-reached') } },
  play: async ({ canvas }) => {
    const row = await limitRow(canvas, 'deposit', 'day');
    await expect(row).toHaveTextContent(vnd(500_000));
    await expect(row).toHaveTextContent(text('safer-gambling:limits.left', { amount: vnd(0) }));
  },
});

export const LoadError = meta.story({
  parameters: downFor(getGetSaferGamblingLimitsUrl()),
  play: retryAfterFailure('common:common.loadFailed', (canvas) => limitRow(canvas, 'loss', 'month')),
});
