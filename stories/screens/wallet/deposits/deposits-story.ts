// What the deposit stories share: the amount field and submit button as the player finds them, amounts as the screen
// writes them, and the open order of the deposit-pending scenario.
import { groupedAmount } from '@/features/wallet/deposits/lib/deposit-amount';
import { i18n } from '@/shared/i18n';
import { openDepositOrderNo } from '@mocks/scenarios/deposits';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';

/** lotus888's open order under deposit-pending. */
export const PENDING_ORDER_NO = openDepositOrderNo(10001);
export const pendingOrderPath = `/rechargeInformation?orderNo=${PENDING_ORDER_NO}`;

/** An amount as the deposit screens write it in the story's language. */
export const vnd = (amount: number) => groupedAmount(amount, i18n.language);

export const amountField = (canvas: Canvas) =>
  canvas.findByLabelText(text('deposits:form.amount', { currency: 'VND' }), undefined, { timeout: 10_000 });
export const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: text('deposits:form.submit') });
export const phaseHeading = (canvas: Canvas, phase: string) =>
  canvas.findByRole('heading', { name: text(`deposits:phase.${phase}`) }, { timeout: 12_000 });
