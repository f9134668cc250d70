import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { WithdrawOrder, WithdrawType } from '@/shared/api/generated/main/model';
import { confirmWithdrawOrder, createBankWithdrawOrder, createEbpayWithdrawOrder, createUsdtWithdrawOrder, getWithdrawOrder } from '@/shared/api/generated/main/withdraw/withdraw';
import { NetworkError } from '@/shared/api/errors';
import { useToken } from '@/shared/session/use-session';
import { encryptWithdrawPassword } from '@/shared/withdrawals/withdraw-password-crypto';
import { isOpenWithdrawStatus } from '../lib/withdraw-rules';
import { withdrawPwdKeyQuery } from '@/shared/withdrawals/withdraw-password-key';
import { refreshAfterWithdrawal, withdrawKeys } from './withdraw-queries';

export interface WithdrawRequest {
  withdrawType: WithdrawType;
  channelId: number;
  amount: number;
  /** Card or EBPay account id (card list) or crypto address id. */
  destinationId: number;
  /** The 6 digits; encrypted here and never sent or stored as they are. */
  password: string;
}

function send(request: WithdrawRequest, withdrawPwd: string) {
  const { channelId, amount, destinationId } = request;
  if (request.withdrawType === 2) return createUsdtWithdrawOrder({ channelId, amount, cryptoAddressId: destinationId, withdrawPwd });
  if (request.withdrawType === 3) return createEbpayWithdrawOrder({ channelId, amount, bankCardId: destinationId, withdrawPwd });
  return createBankWithdrawOrder({ channelId, amount, bankCardId: destinationId, withdrawPwd });
}

/** The member's open withdrawal, if any (getOrder with an empty number answers the latest order). */
export async function findOpenWithdrawal(): Promise<WithdrawOrder | null> {
  const latest = (await getWithdrawOrder({ orderNo: '' }, { noNeedResponseMsg: true })).data ?? null;
  return latest && isOpenWithdrawStatus(latest.orderStatus) ? latest : null;
}

/**
 * Creates a withdrawal by the channel's call with the password RSA-encrypted under a key read just now. One order
 * per intent: after a call that got no answer, the next attempt first looks for the open order it may have made
 * and answers with it instead of sending again. A new order refreshes the balance and the guard's order check.
 */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  const token = useToken();
  const unanswered = useRef(false);
  return useCallback(
    async (request: WithdrawRequest): Promise<WithdrawOrder> => {
      if (unanswered.current) {
        const open = await findOpenWithdrawal();
        unanswered.current = false;
        if (open) {
          await refreshAfterWithdrawal(client);
          return open;
        }
      }
      const key = await client.fetchQuery(withdrawPwdKeyQuery(token));
      const withdrawPwd = encryptWithdrawPassword(key, request.password);
      try {
        const order = (await send(request, withdrawPwd)).data;
        if (!order) throw new NetworkError('The withdrawal answer carried no order', 'withdraw', 'bad-body');
        await refreshAfterWithdrawal(client);
        return order;
      } catch (error) {
        if (error instanceof NetworkError) unanswered.current = true;
        throw error;
      }
    },
    [client, token],
  );
}

/** Confirms receipt of an order awaiting it (status 4); the order and its status are read again. */
export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useCallback(
    async (orderNo: string): Promise<WithdrawOrder | null> => {
      const order = (await confirmWithdrawOrder({ orderNo })).data ?? null;
      await Promise.all([
        client.invalidateQueries({ queryKey: [...withdrawKeys.detail, orderNo] }),
        client.invalidateQueries({ queryKey: [...withdrawKeys.status, orderNo] }),
      ]);
      return order;
    },
    [client],
  );
}
