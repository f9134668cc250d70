// The advanceOrder control of the browser mock (window.__lotusMock.funds.advanceOrder) and the standalone server
// (POST /__control/advanceOrder): a deposit (DP…) or withdrawal (WD…) order moved to its end now.
import { advanceDepositOrder } from './deposits-lifecycle';
import { advanceWithdrawOrder } from './withdrawals-lifecycle';

export const ORDER_OUTCOMES = ['success', 'rejected', 'paid', 'returned'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export function isOrderOutcome(value: unknown): value is OrderOutcome {
  return typeof value === 'string' && (ORDER_OUTCOMES as readonly string[]).includes(value);
}

/**
 * Deposits end credited ('success', 'paid', the default) or 'rejected' ('returned'); withdrawals paid (default) or
 * returned, as advanceWithdrawOrder reads the outcome. Throws for an unknown order number.
 */
export function advanceOrder(orderNo: string, outcome?: OrderOutcome): Promise<{ orderNo: string; status: number }> {
  if (orderNo.startsWith('WD')) return advanceWithdrawOrder(orderNo, outcome);
  const refused = outcome === 'rejected' || outcome === 'returned';
  return advanceDepositOrder(orderNo, refused ? 'rejected' : 'success');
}
