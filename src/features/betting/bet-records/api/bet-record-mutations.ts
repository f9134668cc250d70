import { useMutation } from '@tanstack/react-query';
import type { CashOutRecord } from '@/shared/api/generated/sports/model';
import { cancelReserveBet, cashOutBet, getCashOutsByIds } from '@/shared/api/generated/sports/order/order';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { CashOutPendingError, CashOutRefusedError } from '../lib/cash-out-failure';
import { CASH_OUT_REFUSED, isFinalCashOut } from '../lib/cash-out-rules';
import { refreshAfterMoneyMoved } from './bet-record-queries';

// Cash-outs and reserve cancels. Each one moves money, so each refreshes the records, the sums and the balance
// before the screen reacts.

/** How often a cash-out's status is asked while the provider confirms it, and for how long at most. */
export const CASH_OUT_POLL_MS = 1_000;
export const CASH_OUT_POLL_LIMIT = 30;

export interface CashOutRequest {
  orderId: string;
  /** Part or all of the remaining stake, in provider money. */
  stake: number;
  /** Return per unit of stake the player was shown. */
  unit: number;
  acceptOddsChange: boolean;
  parlay: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the cash-out, then asks for its status until it is paid or refused. */
async function cashOutUntilFinal(request: CashOutRequest): Promise<CashOutRecord> {
  const { orderId, stake, unit, acceptOddsChange, parlay } = request;
  const sent = (
    await cashOutBet({ orderId, cashOutStake: stake, unitCashOutPayoutStake: unit, acceptOddsChange, parlay }, { noNeedResponseMsg: true })
  ).data;
  if (!sent) throw new CashOutRefusedError(null);
  for (let attempt = 0; attempt < CASH_OUT_POLL_LIMIT; attempt += 1) {
    await wait(CASH_OUT_POLL_MS);
    const found = (await getCashOutsByIds({ ids: [sent.id] }, { noNeedResponseMsg: true })).data?.find((record) => record.id === sent.id);
    if (found && isFinalCashOut(found.orderStatus)) {
      if (CASH_OUT_REFUSED.has(found.orderStatus)) throw new CashOutRefusedError(found.cancelReasonCode ?? null);
      return found;
    }
  }
  throw new CashOutPendingError('Cash-out still being confirmed');
}

/** Full or partial cash-out of a bet; resolves with the paid cash-out once the records and balance are refreshed. */
export const useCashOut = () =>
  useMutation(mutationWithCacheWork(cashOutUntilFinal, (client) => refreshAfterMoneyMoved(client)));

/** Cancels an open reserve; a pre-paid stake comes back, so the balance is refreshed too. */
export const useCancelReserve = () =>
  useMutation(
    mutationWithCacheWork(
      async (reserveId: string) => (await cancelReserveBet({ reserveId }, { noNeedResponseMsg: true })).data === true,
      (client) => refreshAfterMoneyMoved(client),
    ),
  );
