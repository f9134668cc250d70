// What the withdrawal stories share: the form's fields as the player finds them, amounts as the screens write
// them, and orders made on the mock backend for the order screen's states.
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { db } from '@mocks/db';
import { postLedgerEntry } from '@mocks/handlers/ledger';
import { advanceWithdrawOrder } from '@mocks/handlers/withdrawals-lifecycle';
import { ensureSeeded } from '@mocks/seed';
import { closedWithdrawOrder } from '@mocks/seed/withdrawals';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';

export const LOTUS_ID = 10001;
export const RIGHT_PASSWORD = '135790';

export const vnd = (amount: number) => formatMoney(amount, 'VND', i18n.language);

export const withdrawForm = (canvas: Canvas) => canvas.findByRole('form', { name: text('withdrawals:form.title') }, { timeout: 10_000 });
export const amountField = (canvas: Canvas) => canvas.findByLabelText(text('withdrawals:form.amount'), undefined, { timeout: 10_000 });
export const passwordField = (canvas: Canvas) => canvas.getByLabelText(text('withdrawals:form.password'));
export const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: text('withdrawals:form.submit') });
export const statusHeading = (canvas: Canvas, status: number) =>
  canvas.findByRole('heading', { name: text(`withdrawals:status.${status}`) }, { timeout: 10_000 });

/** /withdrawalInformation carrying `order` as the guard and the form pass it. */
export const informationUrl = (order: WithdrawOrder) => `/withdrawalInformation?orderData=${encodeURIComponent(JSON.stringify(order))}`;

type StoryStatus = 1 | 3 | 4;
const storyOrderNo = (status: StoryStatus) => `WD2026112310250090${status}`;

/** The EBPay order of a story as the form hands it over (in review); the screen reads its current state by number. */
export function carriedStoryOrder(status: StoryStatus): WithdrawOrder {
  return {
    ...closedWithdrawOrder(Date.UTC(2026, 10, 25, 2)),
    orderNo: storyOrderNo(status),
    channelId: 203,
    channelName: 'Ví EBPay',
    withdrawType: 3,
    orderStatus: 0,
    amount: 150_000,
    actualAmount: 150_000,
    account: { name: 'EBPay', accountNo: '**** **** **** 5678', realName: 'Nguyen * An' },
  };
}

/**
 * Puts the story's order in lotus888's orders, its amount held, moved on to `status` (1 paying out, 3 returned,
 * 4 awaiting confirmation); once per seeded database.
 */
export async function storyOrder(status: StoryStatus): Promise<void> {
  await ensureSeeded();
  const order = carriedStoryOrder(status);
  if (db.withdrawOrders.findFirst((q) => q.where({ orderNo: order.orderNo }))) return;
  await db.withdrawOrders.create({ ...order, memberId: LOTUS_ID, orderStatus: status === 1 ? 1 : 0 });
  await postLedgerEntry({ memberId: LOTUS_ID, kind: 'withdraw', amount: -order.amount, orderNo: order.orderNo });
  if (status !== 1) await advanceWithdrawOrder(order.orderNo, status === 3 ? 'returned' : 'paid');
}
