import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cancelDepositOrder,
  createC2cDepositOrder,
  createDepositOrder,
  createUsdtDepositOrder,
  getOpenDepositOrder,
  uploadDepositReceipt,
  uploadFundImage,
} from '@/shared/api/generated/main/deposit/deposit';
import type { C2cDepositOrderRequest, DepositOrder, DepositOrderRequest, UsdtDepositOrderRequest } from '@/shared/api/generated/main/model';
import { ApiError } from '@/shared/api/errors';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { oneOrderPerIntent } from '@/shared/forms/one-order-per-intent';
import { memberKeys } from '@/shared/member/member-queries';
import { transactionRecordKeys } from '@/shared/transaction-records/transaction-record-queries';
import { depositKeys } from './deposit-queries';

/** The backend's answer when the member already has an open deposit order (openapi deposit.yaml). */
export const OPEN_ORDER_EXISTS = 1006000005;

/** A new order by route: order (bank transfer, e-wallet), usdtOrder or c2cOrder. */
export type NewDeposit =
  | { route: 'order'; request: DepositOrderRequest }
  | { route: 'usdtOrder'; request: UsdtDepositOrderRequest }
  | { route: 'c2cOrder'; request: C2cDepositOrderRequest };

function send(deposit: NewDeposit) {
  if (deposit.route === 'usdtOrder') return createUsdtDepositOrder(deposit.request);
  if (deposit.route === 'c2cOrder') return createC2cDepositOrder(deposit.request);
  return createDepositOrder(deposit.request);
}

/** The transaction records list the deposit orders. */
const refreshRecords = (client: QueryClient) => client.invalidateQueries({ queryKey: transactionRecordKeys.all });

const openOrder = async (): Promise<DepositOrder | null> => (await getOpenDepositOrder({ noNeedResponseMsg: true })).data ?? null;

/** Sends the order; a refusal because an order is already open answers with that order. */
async function sendTakingOpenOrder(deposit: NewDeposit): Promise<DepositOrder> {
  try {
    const order = (await send(deposit)).data;
    if (!order) throw new Error('The deposit order call answered without an order');
    return order;
  } catch (error) {
    if (error instanceof ApiError && error.code === OPEN_ORDER_EXISTS) {
      const existing = await openOrder();
      if (existing) return existing;
    }
    throw error;
  }
}

/** The order's details and status in the cache, so /rechargeInformation shows them without asking again. */
function remember(client: QueryClient, order: DepositOrder, token: string | null): void {
  client.setQueryData(depositKeys.order(order.orderNo, token), order);
  client.setQueryData(depositKeys.status(order.orderNo, token), { orderNo: order.orderNo, status: order.status });
}

/**
 * Creates a deposit order once per intent. After a call that got no answer (the order may exist on the server), the
 * next try first looks for the member's open order and takes it instead of sending again; a refusal because an order
 * is already open takes that order too. Resolves with the order to show.
 */
export function useCreateDeposit(token: string | null) {
  const [create] = useState(() => oneOrderPerIntent(sendTakingOpenOrder, openOrder));
  return useMutation(
    mutationWithCacheWork(create, (client, order) => {
      remember(client, order, token);
      return Promise.all([client.invalidateQueries({ queryKey: depositKeys.openOrderChecks() }), refreshRecords(client)]);
    }),
  );
}

/**
 * Attaches a receipt: the image goes up first (file/fund/image/upload), then its address to the order
 * (deposit/upload). An image already uploaded is not sent again when the player retries the attach.
 */
export function useAttachReceipt() {
  const [uploaded] = useState(() => new WeakMap<File, string>());
  const attach = async ({ orderNo, file }: { orderNo: string; file: File }) => {
    let receiptUrl = uploaded.get(file);
    if (receiptUrl === undefined) {
      receiptUrl = (await uploadFundImage({ file })).data?.url ?? '';
      if (!receiptUrl) throw new Error('The image upload answered without an address');
      uploaded.set(file, receiptUrl);
    }
    await uploadDepositReceipt({ orderNo, receiptUrl });
    return receiptUrl;
  };
  return useMutation(mutationWithCacheWork(attach, (client, _url, { orderNo }) => client.invalidateQueries({ queryKey: depositKeys.statusOf(orderNo) })));
}

export function useCancelDeposit() {
  return useMutation(
    mutationWithCacheWork(
      (orderNo: string) => cancelDepositOrder({ orderNo }),
      (client, _answer, orderNo) =>
        Promise.all([
          client.invalidateQueries({ queryKey: depositKeys.statusOf(orderNo) }),
          client.invalidateQueries({ queryKey: depositKeys.openOrderChecks() }),
          refreshRecords(client),
        ]),
    ),
  );
}

/** A credited deposit: the balance shown must be the money held, and the records list it as done. */
export const refreshBalance = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: memberKeys.balance }), refreshRecords(client)]);
