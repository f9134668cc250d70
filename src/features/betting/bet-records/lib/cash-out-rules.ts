// Pure rules of a cash-out (sports-provider-facts §3.14-§3.16, §5): whether a quote can be taken, how much of the
// stake may be cashed out, and the exact amount the player is paid for a part of the stake.
import type { BetRecord, CashOutQuote } from '@/shared/api/generated/sports/model';
import { round2 } from './record-rules';

/** Most successful cash-outs one bet allows. */
export const MAX_CASH_OUTS = 5;

/** Cash-out statuses (facts §4.16): 0/1 still being confirmed, 2/3 refused, 4/5 paid. */
export const CASH_OUT_PAID = new Set([4, 5]);
export const CASH_OUT_REFUSED = new Set([2, 3]);

export const isFinalCashOut = (status: number): boolean => CASH_OUT_PAID.has(status) || CASH_OUT_REFUSED.has(status);

/** The stake still riding on a bet (stake less what was cashed out). */
export const remainingStake = (record: Pick<BetRecord, 'sat' | 'cots'>): number => round2(record.sat - (record.cots ?? 0));

/** Whether the provider lets this bet be cashed out at all: allowed flag, accepted, stake left, under 5 cash-outs. */
export function offersCashOut(record: Pick<BetRecord, 'st' | 'co' | 'coc' | 'sat' | 'cots'>): boolean {
  const allowed = record.co === true || record.co === 1;
  return allowed && record.st === 4 && (record.coc ?? 0) < MAX_CASH_OUTS && remainingStake(record) > 0;
}

/** A quote can be taken when the bet is accepted (ask status 4) and something is offered. */
export const quoteAvailable = (quote: Pick<CashOutQuote, 'st' | 'amt'> | undefined): boolean =>
  quote !== undefined && quote.st === 4 && quote.amt > 0;

/** Return per unit of stake the quote offers, to four decimals (what cashOut/bet takes as unitCashOutPayoutStake). */
export function unitPayout(amount: number, remaining: number): number {
  if (remaining <= 0) return 0;
  return Math.round((amount / remaining) * 10_000) / 10_000;
}

/** What cashing out `stake` pays at `unit` per unit of stake, to cents. */
export const cashOutPayout = (stake: number, unit: number): number => round2(stake * unit);

export interface CashOutBounds {
  /** Smallest partial stake (the provider's minimum), or the whole remainder when that is below the minimum. */
  min: number;
  max: number;
  /** Whether a part of the stake may be cashed out (a remainder at or under the minimum goes whole). */
  partial: boolean;
}

/** The slider's range: from the provider's minimum (smis for singles, pmis for parlays) to the stake left. */
export function cashOutBounds(remaining: number, quote: Pick<CashOutQuote, 'smis' | 'pmis'>, parlay: boolean): CashOutBounds {
  const minimum = Math.max(0, (parlay ? quote.pmis : quote.smis) ?? 0);
  const max = round2(remaining);
  const min = Math.min(max, Math.ceil(minimum * 100) / 100);
  return { min, max, partial: min < max };
}

/** A slider value brought into the bounds, in whole provider units except for the whole remainder. */
export function clampCashOutStake(value: number, bounds: CashOutBounds): number {
  if (!Number.isFinite(value) || value >= bounds.max) return bounds.max;
  if (value <= bounds.min) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
