// Which message a failed cash-out shows: the provider's code, the cancel reason of a refused cash-out, or why it is
// not known yet.
import { NetworkError, SportsApiError, SportsRequestError } from '@/shared/api/errors';
import { cashOutErrorKey } from './cash-out-messages';

/** The provider refused a cash-out after taking it (status 2 or 3); `code` is its cancel reason when given. */
export class CashOutRefusedError extends Error {
  override readonly name = 'CashOutRefusedError';
  constructor(readonly code: number | null) {
    super(`Cash-out refused${code === null ? '' : ` (${code})`}`);
  }
}

/** The provider did not confirm the cash-out within the poll limit: the records will tell once it does. */
export class CashOutPendingError extends Error {
  override readonly name = 'CashOutPendingError';
}

export function cashOutErrorMessageKey(failure: unknown): string {
  if (failure instanceof SportsApiError) return cashOutErrorKey(failure.code);
  if (failure instanceof CashOutRefusedError) return cashOutErrorKey(failure.code);
  if (failure instanceof CashOutPendingError) return 'cashOut.pending';
  if (failure instanceof NetworkError || failure instanceof SportsRequestError) return 'cashOut.network';
  return 'cashOut.failed';
}
