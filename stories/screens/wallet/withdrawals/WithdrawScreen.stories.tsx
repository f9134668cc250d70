import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { WithdrawScreen } from '@/features/wallet/withdrawals/screens/WithdrawScreen';
import { getCreateBankWithdrawOrderUrl, getGetWithdrawChannelsUrl } from '@/shared/api/generated/main/withdraw/withdraw';
import { recordBodies } from '../../../../tests/support/requests';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { amountField, passwordField, RIGHT_PASSWORD, submitButton, vnd, withdrawForm } from './withdrawals-story';

const meta = preview.meta({
  title: 'Screens/Wallet/Withdrawals/WithdrawScreen',
  component: WithdrawScreen,
  ...screenAt('/withdraw', 'lotus888'),
});

/** The three channels; the bank card channel is open on the default card, with its limits, fee and review note. */
export const BankCard = meta.story({
  play: async ({ canvas }) => {
    const form = within(await withdrawForm(canvas));
    await expect(canvas.getAllByRole('radio').slice(0, 3)).toHaveLength(3);
    await expect(form.getByRole('radio', { name: /Vietcombank/ })).toBeChecked();
    await expect(await amountField(canvas)).toHaveAccessibleDescription(text('withdrawals:form.limits', { min: vnd(200_000), max: vnd(500_000_000) }));
    await expect(form.getByText(text('withdrawals:form.largeLimit', { limit: vnd(100_000_000), hours: 24 }))).toBeVisible();
  },
});

/** Every rule says what is wrong next to its field; what was typed stays and nothing is sent. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const orders = recordBodies(msw, getCreateBankWithdrawOrderUrl());
    const amount = await amountField(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('withdrawals:errors.amountRequired'))).toBeVisible();
    await expect(canvas.getByText(text('withdrawals:errors.passwordRule'))).toBeVisible();
    await userEvent.type(amount, '100000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('withdrawals:errors.amountBelowMin', { limit: vnd(200_000) }))).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('withdrawals:errors.amountAboveBalance', { limit: vnd(1_250_000) }))).toBeVisible();
    await expect(amount).toHaveValue('5000000');
    await expect(orders).toEqual([]);
  },
});

/** "Withdraw all" fills the withdrawable balance, and the quote follows it. */
export const WithdrawAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    const amount = await amountField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('withdrawals:form.withdrawAll') }));
    await expect(amount).toHaveValue('1250000');
    await expect(canvas.getAllByText(vnd(1_250_000)).length).toBeGreaterThan(1);
  },
});

/** The USDT channel: the bound address, the rate and what arrives in USDT after the 1% fee. */
export const UsdtWithRate = meta.story({
  play: async ({ canvas, userEvent }) => {
    await withdrawForm(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /USDT$/ }));
    const amount = await canvas.findByLabelText(text('withdrawals:form.amount'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /TRC20/ })).toBeChecked());
    await userEvent.type(amount, '1004000');
    await expect(await canvas.findByText(text('withdrawals:form.rateValue', { rate: vnd(25_100) }))).toBeVisible();
    await expect(canvas.getByText(text('withdrawals:form.usdtValue', { usdt: '39.60' }))).toBeVisible();
  },
});

/** A wrong password: the server's message under the digits, which are cleared; the amount and card stay. */
export const WrongPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    const amount = await amountField(canvas);
    await userEvent.type(amount, '300000');
    await userEvent.type(passwordField(canvas), '000000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Mật khẩu rút tiền không đúng', { selector: '[id$="-error"]' }, { timeout: 10_000 })).toBeVisible();
    await expect(passwordField(canvas)).toHaveValue('');
    await expect(amount).toHaveValue('300000');
  },
});

/** A double tap sends one order, its password encrypted, and the order screen opens. */
export const Submitted = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const orders = recordBodies(msw, getCreateBankWithdrawOrderUrl());
    await userEvent.type(await amountField(canvas), '300000');
    await userEvent.type(passwordField(canvas), RIGHT_PASSWORD);
    await userEvent.dblClick(submitButton(canvas));
    await expect(await canvas.findByTestId('router-location', undefined, { timeout: 10_000 })).toHaveTextContent(/^\/withdrawalInformation\?orderData=/);
    await expect(orders).toHaveLength(1);
    await expect(JSON.stringify(orders)).not.toContain(RIGHT_PASSWORD);
  },
});

/** Nothing bound: the bank channel leads to /addBankcard. */
export const NoDestination = meta.story({
  parameters: { msw: { handlers: scenario('withdraw-no-destination') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: text('withdrawals:noDestination.bankAction') }, { timeout: 10_000 }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/addBankcard');
  },
});

/** No withdraw password: the screen sends the player to set one first. */
export const NoPassword = meta.story({
  parameters: { msw: { handlers: scenario('withdraw-no-password') } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: text('withdrawals:noPassword.title') }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: text('withdrawals:noPassword.action') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/withdrawPassword');
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetWithdrawChannelsUrl()),
  play: showsLoading('withdrawals:loading'),
});

export const LoadFailed = meta.story({
  parameters: downFor(getGetWithdrawChannelsUrl()),
  play: retryAfterFailure('common:common.loadFailed', (canvas) => withdrawForm(canvas)),
});
