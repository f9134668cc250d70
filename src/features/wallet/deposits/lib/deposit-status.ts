import type { DepositOrderStatusValue } from '@/shared/api/generated/main/model';

// Where a deposit order stands, from its status (openapi DepositOrderStatusValue; SPEC.md section 4 "Deposit order").
// The one rule of which orders are open: the guard (an open order goes to /rechargeInformation), the status poll and
// the order screen all read it here.

export type OrderPhase = 'awaitingPayment' | 'receiptReceived' | 'inReview' | 'matching' | 'credited' | 'failed' | 'cancelled' | 'expired' | 'rejected';

const PHASES: Record<DepositOrderStatusValue, OrderPhase> = {
  0: 'awaitingPayment',
  1: 'credited',
  2: 'receiptReceived',
  3: 'failed',
  4: 'cancelled',
  5: 'expired',
  6: 'rejected',
  7: 'inReview',
  8: 'matching',
};

const OPEN_PHASES: ReadonlySet<OrderPhase> = new Set(['awaitingPayment', 'receiptReceived', 'inReview', 'matching']);

export function orderPhase(status: DepositOrderStatusValue): OrderPhase {
  return PHASES[status];
}

/** Open while the player still pays, or the payment is being matched or reviewed: statuses 0, 2, 7 and 8. */
export function isOpenPhase(phase: OrderPhase): boolean {
  return OPEN_PHASES.has(phase);
}

/** Whether a status the server sent (of any type) is an open order's. */
export function isOpenDepositStatus(status: unknown): boolean {
  return typeof status === 'number' && Object.hasOwn(PHASES, status) && isOpenPhase(PHASES[status as DepositOrderStatusValue]);
}
