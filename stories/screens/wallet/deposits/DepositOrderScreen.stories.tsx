import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { DepositOrderScreen } from '@/features/wallet/deposits/screens/DepositOrderScreen';
import { getUploadDepositReceiptUrl } from '@/shared/api/generated/main/deposit/deposit';
import { advanceDepositOrder } from '@mocks/handlers/deposits-lifecycle';
import { neverAnswer, scenario } from '../../../support/mock-backend';
import type { Canvas } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { PENDING_ORDER_NO, pendingOrderPath, phaseHeading, vnd } from './deposits-story';

const meta = preview.meta({
  title: 'Screens/Wallet/Deposits/DepositOrderScreen',
  component: DepositOrderScreen,
  ...screenAt('/rechargeInformation', 'lotus888'),
  parameters: { route: { path: '/rechargeInformation', url: pendingOrderPath }, msw: { handlers: scenario('deposit-pending') } },
});

const receiptPng = () => new File([new Uint8Array(2048)], 'bien-lai.png', { type: 'image/png' });
/** The receipt input comes with the order's details (a second call after the status). */
const fileInput = (canvas: Canvas) => canvas.findByLabelText(text('deposits:receipt.file'), undefined, { timeout: 10_000 });

/** An open bank transfer: what to pay and where, each copyable, the time left, the receipt and cancel. */
export const OpenOrder = meta.story({
  play: async ({ canvas }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    // The status and the details are two calls: the details may come a moment after the status.
    const details = within(await canvas.findByRole('region', { name: text('deposits:info.detailsTitle') }));
    await expect(details.getByText('19035678901234')).toBeVisible();
    await expect(details.getByText(`${vnd(500_000)} VND`)).toBeVisible();
    for (const label of ['amount', 'accountName', 'accountNo', 'reference']) {
      await expect(details.getByRole('button', { name: text('deposits:info.copy', { label: text(`deposits:info.${label}`) }) })).toBeVisible();
    }
    await expect(canvas.getByRole('timer', { name: text('deposits:info.expiresLabel') })).toHaveTextContent(/\d\d:\d\d/);
    await expect(await canvas.findByRole('button', { name: text('deposits:receipt.choose') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text('deposits:cancel.action') })).toBeEnabled();
  },
});

/** A picked receipt is uploading: the button is busy and the screen says so. */
export const Uploading = meta.story({
  parameters: { msw: { handlers: [...neverAnswer(getUploadDepositReceiptUrl()), ...scenario('deposit-pending')] } },
  play: async ({ canvas, userEvent }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await userEvent.upload(await fileInput(canvas), receiptPng());
    await expect(await canvas.findByText(text('deposits:receipt.uploading'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('deposits:receipt.choose') })).toHaveAttribute('aria-busy', 'true');
  },
});

/** A file that is not an image is refused before anything is sent. */
export const WrongReceiptType = meta.story({
  play: async ({ canvas, userEvent }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(canvas), new File(['%PDF'], 'bien-lai.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText(text('deposits:receipt.type'))).toBeVisible();
  },
});

/** The receipt went up: the order waits for the payment to be found. */
export const ReceiptReceived = meta.story({
  play: async ({ canvas, userEvent }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await userEvent.upload(await fileInput(canvas), receiptPng());
    await phaseHeading(canvas, 'receiptReceived');
    await expect(canvas.queryByRole('button', { name: text('deposits:cancel.action') })).not.toBeInTheDocument();
  },
});

/** Cancel asks first; once confirmed the order is closed. */
export const Cancelled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await userEvent.click(canvas.getByRole('button', { name: text('deposits:cancel.action') }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('deposits:cancel.title') }, { timeout: 5_000 }));
    await userEvent.click(dialog.getByRole('button', { name: text('deposits:cancel.confirm') }));
    await phaseHeading(canvas, 'cancelled');
    await expect(canvas.getByText(text('deposits:outcome.cancelled'))).toBeVisible();
  },
});

/** The order is credited: the amount and the refreshed balance are shown. */
export const Success = meta.story({
  play: async ({ canvas }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await advanceDepositOrder(PENDING_ORDER_NO);
    await phaseHeading(canvas, 'credited');
    await expect(canvas.getByText(text('deposits:outcome.credited', { amount: `${vnd(507_500)} VND` }))).toBeVisible();
    await expect(await canvas.findByText(new RegExp(text('deposits:outcome.balance', { amount: '' }).trim()))).toBeVisible();
  },
});

/** The review rejected the order: the reason is shown, and a way to deposit again. */
export const Rejected = meta.story({
  play: async ({ canvas }) => {
    await phaseHeading(canvas, 'awaitingPayment');
    await advanceDepositOrder(PENDING_ORDER_NO, 'rejected');
    await phaseHeading(canvas, 'rejected');
    await expect(canvas.getByText(text('deposits:outcome.rejected', { reason: 'Không tìm thấy khoản chuyển khớp với đơn' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('deposits:outcome.again') })).toBeVisible();
  },
});
