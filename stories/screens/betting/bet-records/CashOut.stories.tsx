import preview from '../../../../.storybook/preview';
import { http } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { sportsFail } from '@mocks/handlers/sports-envelope';
import { getCashOutBetUrl } from '@/shared/api/generated/sports/order/order';
import { scenario } from '../../../support/mock-backend';
import type { Canvas, UserEvent } from '../../../support/play';
import { startsWith, text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { expectToast } from '../../../../tests/support/toasts';
import { walletBalance } from '../../../../tests/integration/bet-records-support';
import { handicapSingle, money, recordsScreen } from './records-story';

const toasts = storyToasts();

const meta = preview.meta({
  title: 'Screens/Betting/BetRecords/CashOut',
  ...recordsScreen(),
});

const cashOutLabel = () => startsWith(text('bet-records:cashOut.open', { amount: '' }).trim());

/** Opens the cash-out sheet of the 100 000 VND single once its quote is in. */
async function openSheet(canvas: Canvas, userEvent: UserEvent) {
  const card = within(await handicapSingle(canvas));
  await userEvent.click(await card.findByRole('button', { name: cashOutLabel() }, { timeout: 10_000 }));
  return within(await canvas.findByRole('dialog', { name: text('bet-records:cashOut.title') }));
}

/** Full cash-out: the confirm step names the exact amount before anything is sent. */
export const Confirm = meta.story({
  play: async ({ canvas, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await expect(sheet.getByRole('slider')).toHaveAttribute('aria-valuetext', money(100_000));
    const offered = sheet.getByText(/VND$/, { selector: 'p[aria-live]' }).textContent ?? '';
    await userEvent.click(sheet.getByRole('button', { name: text('bet-records:cashOut.full') }));
    await expect(sheet.getByText(text('bet-records:cashOut.confirmText', { stake: money(100_000) }))).toBeVisible();
    await expect(sheet.getByText(offered)).toBeVisible();
    await expect(sheet.getByRole('button', { name: text('bet-records:cashOut.confirm') })).toBeEnabled();
  },
});

/** Partial cash-out: the slider runs from the provider's minimum (10 000 VND) to the stake, and the payout follows it. */
export const PartialSlider = meta.story({
  play: async ({ canvas, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    const slider = sheet.getByRole('slider', { name: new RegExp(text('bet-records:cashOut.stakeLabel')) });
    await expect(slider).toHaveAttribute('min', '10');
    await expect(slider).toHaveAttribute('max', '100');
    const full = sheet.getByText(/VND$/, { selector: 'p[aria-live]' }).textContent;
    fireEvent.change(slider, { target: { value: '40' } });
    await expect(slider).toHaveAttribute('aria-valuetext', money(40_000));
    await waitFor(() => expect(sheet.getByText(/VND$/, { selector: 'p[aria-live]' }).textContent).not.toBe(full));
    await expect(sheet.getByRole('button', { name: text('bet-records:cashOut.partial') })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: text('bet-records:cashOut.all') }));
    await expect(slider).toHaveAttribute('aria-valuetext', money(100_000));
  },
});

/** A confirmed cash-out is paid: the toast names the amount, the balance grows by exactly that, the bet leaves the open list. */
export const Success = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await userEvent.click(sheet.getByRole('button', { name: text('bet-records:cashOut.full') }));
    const amount = sheet.getByText(/VND$/).textContent ?? '';
    const before = walletBalance();
    await userEvent.dblClick(sheet.getByRole('button', { name: text('bet-records:cashOut.confirm') }));
    await expectToast(toasts.recorder, { message: text('bet-records:cashOut.done', { amount }), type: 'success' }, 10_000);
    await expect(money(walletBalance() - before)).toBe(amount);
    await expect(db.sportsCashOuts.all()).toHaveLength(1);
  },
});

/** The provider refuses the cash-out (17008, five cash-outs made): its message shows in the sheet. */
export const Failure = meta.story({
  parameters: { msw: { handlers: [http.post(`*${new URL(getCashOutBetUrl(), 'http://x').pathname}`, () => sportsFail(17008))] } },
  play: async ({ canvas, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await userEvent.click(sheet.getByRole('button', { name: text('bet-records:cashOut.full') }));
    await userEvent.click(sheet.getByRole('button', { name: text('bet-records:cashOut.confirm') }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(text('bet-records:cashOut.code.17008'));
  },
});

/** Scenario cashout-unavailable: the provider quotes nothing, so no bet offers a cash-out. */
export const Unavailable = meta.story({
  parameters: { msw: { handlers: scenario('cashout-unavailable') } },
  play: async ({ canvas }) => {
    const card = within(await handicapSingle(canvas));
    await expect(await card.findByText(text('bet-records:cashOut.unavailable'), undefined, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: cashOutLabel() })).not.toBeInTheDocument();
  },
});
