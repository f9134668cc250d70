import type { DepositOrderStatusValue } from '@/shared/api/generated/main/model';
import { parseServerTime } from '@/shared/lib/maintenance';

// Where a deposit order stands, from its status (openapi DepositOrderStatusValue): open while 0, 2, 7 or 8.

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

export function orderPhase(status: DepositOrderStatusValue): OrderPhase {
  return PHASES[status];
}

export function isOpenPhase(phase: OrderPhase): boolean {
  return phase === 'awaitingPayment' || phase === 'receiptReceived' || phase === 'inReview' || phase === 'matching';
}

/** Milliseconds left until the order's expiry time (server time), 0 once passed, null without one. */
export function msUntilExpiry(expireTime: string | null | undefined, now: number): number | null {
  const expiry = parseServerTime(expireTime);
  return expiry === null ? null : Math.max(0, expiry - now);
}

/** mm:ss (hh:mm:ss from an hour) of a remaining time. */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${pad(hours)}:${rest}` : rest;
}
