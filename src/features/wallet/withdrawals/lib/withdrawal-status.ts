// Where a withdrawal order stands, from its orderStatus (SPEC.md section 9). The one rule of which orders are open:
// the guard (an open order goes to /withdrawalInformation), the form's retry, the status poll and the order screen
// all read it here.

/** Statuses that close an order: 2 paid out, 3 returned. Every other status is open. */
export const CLOSED_WITHDRAWAL_STATUSES: readonly number[] = [2, 3];
/** Paid out, awaiting the member's confirmation of receipt (confirmOrder). */
export const AWAITING_CONFIRMATION = 4;
/** Returned: the held amount is back in the balance. */
export const RETURNED = 3;

export const isOpenWithdrawalStatus = (status: number): boolean => !CLOSED_WITHDRAWAL_STATUSES.includes(status);

/** Whether an order the server sent (of any shape) is open: it has a numeric orderStatus that is not closed. */
export function isOpenWithdrawalOrder(order: { orderStatus?: unknown } | null | undefined): boolean {
  return typeof order?.orderStatus === 'number' && isOpenWithdrawalStatus(order.orderStatus);
}
