import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WithdrawOrder, WithdrawType } from '@/shared/api/generated/main/model';
import { confirmWithdrawOrder, createBankWithdrawOrder, createEbpayWithdrawOrder, createUsdtWithdrawOrder, getWithdrawOrder } from '@/shared/api/generated/main/withdraw/withdraw';
import { NetworkError } from '@/shared/api/errors';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { memberKeys } from '@/shared/member/member-queries';
import { oneOrderPerIntent } from '@/shared/forms/one-order-per-intent';
import { getToken } from '@/shared/session/token-store';
import { encryptWithdrawPassword } from '@/shared/withdraw-password/withdraw-password-crypto';
import { withdrawPasswordKeyQuery } from '@/shared/withdraw-password/withdraw-password-queries';
import { isOpenWithdrawalStatus } from '../lib/withdrawal-status';
import { withdrawalKeys } from './withdrawal-queries';

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
  return latest && isOpenWithdrawalStatus(latest.orderStatus) ? latest : null;
}

/** After money moved: the balance, the withdrawable amounts and the guard's open-order check are out of date. */
export async function refreshAfterWithdrawal(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: memberKeys.balance }),
    client.invalidateQueries({ queryKey: withdrawalKeys.contents() }),
    client.invalidateQueries({ queryKey: withdrawalKeys.openOrderChecks() }),
  ]);
}

/**
 * Creates a withdrawal by the channel's call with the password RSA-encrypted under a key read just now. One order
 * per intent: after a call that got no answer, the next attempt first looks for the open order it may have made
 * and answers with it instead of sending again. A new order refreshes the balance and the guard's order check.
 */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  const [create] = useState(() =>
    oneOrderPerIntent(
      async (request: WithdrawRequest, withdrawPwd: string): Promise<WithdrawOrder> => {
        const order = (await send(request, withdrawPwd)).data;
        if (!order) throw new NetworkError('The withdrawal answer carried no order', 'withdraw', 'bad-body');
        return order;
      },
      findOpenWithdrawal,
      async (request) => encryptWithdrawPassword(await client.fetchQuery(withdrawPasswordKeyQuery(getToken())), request.password),
    ),
  );
  return useMutation(mutationWithCacheWork(create, refreshAfterWithdrawal));
}

/** Confirms receipt of an order awaiting it (status 4); the order and its status are read again. */
export function useConfirmWithdrawal() {
  return useMutation(
    mutationWithCacheWork(
      async (orderNo: string): Promise<WithdrawOrder | null> => (await confirmWithdrawOrder({ orderNo })).data ?? null,
      (client, _order, orderNo) =>
        Promise.all([
          client.invalidateQueries({ queryKey: withdrawalKeys.detailOf(orderNo) }),
          client.invalidateQueries({ queryKey: withdrawalKeys.statusOf(orderNo) }),
        ]),
    ),
  );
}
