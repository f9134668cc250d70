import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { DepositScreen } from '@/features/wallet/deposits/screens/DepositScreen';
import { getGetDepositChannelsUrl } from '@/shared/api/generated/main/deposit/deposit';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { amountField, submitButton, vnd } from './deposits-story';

const toasts = storyToasts();

const meta = preview.meta({
  title: 'Screens/Wallet/Deposits/DepositScreen',
  component: DepositScreen,
  ...screenAt('/deposit', 'lotus888'),
});

const chip = (name: string) => ({ name: new RegExp(`^${name}`) });

/** The channels grouped by route; bank transfer (recommended) is picked, with its presets, gift and instructions. */
export const ChannelList = meta.story({
  play: async ({ canvas }) => {
    await amountField(canvas);
    for (const route of ['bank', 'ewallet', 'usdt', 'c2c']) await expect(canvas.getByRole('group', { name: text(`deposits:routes.${route}`) })).toBeVisible();
    const bank = within(canvas.getByRole('group', { name: text('deposits:routes.bank') }));
    await expect(bank.getAllByRole('button')).toHaveLength(2);
    await expect(bank.getByRole('button', chip('Chuyển khoản ngân hàng'))).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('region', { name: text('deposits:gift.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `200k (${vnd(200_000)} VND)` })).toHaveTextContent('200k');
  },
});

/** Bank transfer: an empty, a too small and a too large amount each get their message; what was typed stays. */
export const BankTransferValidation = meta.story({
  play: async ({ canvas, userEvent }) => {
    const amount = await amountField(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('deposits:amount.required'))).toBeVisible();
    await userEvent.type(amount, '50000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('deposits:amount.belowMin', { min: vnd(100_000), currency: 'VND' }))).toBeVisible();
    await expect(amount).toHaveValue('50000');
    await userEvent.type(amount, '0000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('deposits:amount.aboveMax', { max: vnd(300_000_000), currency: 'VND' }))).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000000');
    await expect(canvas.getByText(text('deposits:gift.preview', { gift: `${vnd(15_000)} VND`, credited: `${vnd(1_015_000)} VND` }))).toBeVisible();
  },
});

/** E-wallet (no card): its 1% fee is said, no bank to choose, no gift. */
export const EwalletForm = meta.story({
  play: async ({ canvas, userEvent }) => {
    await amountField(canvas);
    await userEvent.click(canvas.getByRole('button', chip('Ví điện tử')));
    await expect(await canvas.findByText(text('deposits:form.fee', { rate: 1 }))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: text('deposits:form.bank') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: text('deposits:gift.title') })).not.toBeInTheDocument();
  },
});

/** USDT: network, live rate, what the player receives, and the decimals rule. */
export const UsdtForm = meta.story({
  play: async ({ canvas, userEvent }) => {
    await amountField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'USDT' }));
    await expect(await canvas.findByText(text('deposits:usdt.rate', { rate: vnd(25_350), currency: 'VND' }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    const usdt = canvas.getByLabelText(text('deposits:usdt.amount'));
    await userEvent.type(usdt, '20.125');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('deposits:amount.decimals', { decimals: 2 }))).toBeVisible();
    await userEvent.clear(usdt);
    await userEvent.type(usdt, '5');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(text('deposits:amount.belowMin', { min: vnd(250_000), currency: 'VND' }))).toBeVisible();
    await userEvent.type(usdt, '0');
    await expect(canvas.getByText(text('deposits:usdt.received', { amount: vnd(1_267_500), currency: 'VND' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('deposits:usdt.howTo') })).toHaveAttribute('href', '/virtualBanner');
  },
});

/** usdt-rate-moving: the rate shown is the one the server gives now, not the base rate. */
export const UsdtRateMoving = meta.story({
  parameters: { msw: { handlers: scenario('usdt-rate-moving') }, route: { path: '/deposit', url: '/deposit?channel=103' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('deposits:usdt.rate', { rate: vnd(25_451), currency: 'VND' }), undefined, { timeout: 10_000 })).toBeVisible();
  },
});

/** C2C: the banks it takes, presets, no gift. */
export const C2cForm = meta.story({
  play: async ({ canvas, userEvent }) => {
    await amountField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'C2C' }));
    const banks = await canvas.findByRole('radiogroup', { name: text('deposits:form.bank') });
    await expect(within(banks).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByText(text('deposits:form.limits', { min: vnd(200_000), max: vnd(50_000_000), currency: 'VND' }))).toBeVisible();
  },
});

/** A member with deposits locked (the guard keeps them out in the app): the server refuses and nothing opens. */
export const Locked = meta.story({
  beforeEach: [signedIn('lockeddp01'), toasts.start],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await amountField(canvas), '500000');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(toasts.recorder.shown.map((toast) => toast.message)).toContain('Tài khoản đã bị khóa nạp tiền'));
    await expect(await amountField(canvas)).toHaveValue('500000');
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetDepositChannelsUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getGetDepositChannelsUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await amountField(canvas)).toBeEnabled()),
});
