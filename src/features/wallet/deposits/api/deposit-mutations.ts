import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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
import { ApiError, NetworkError } from '@/shared/api/errors';
import { depositKeys } from '@/shared/deposits/deposit-queries';
import { memberKeys } from '@/shared/member/member-queries';
import { depositScreenKeys } from './deposit-queries';

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

/** The transaction records list the deposit orders (the records' generated keys start with their path). */
const refreshRecords = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/fund/record') });

const openOrder = async (): Promise<DepositOrder | null> => (await getOpenDepositOrder({ noNeedResponseMsg: true })).data ?? null;

/** The order's details and status in the cache, so /rechargeInformation shows them without asking again. */
function remember(client: QueryClient, order: DepositOrder, token: string | null): void {
  client.setQueryData([...depositScreenKeys.order, order.orderNo, token], order);
  client.setQueryData([...depositScreenKeys.status, order.orderNo, token], { orderNo: order.orderNo, status: order.status });
}

/**
 * Creates a deposit order once per intent. After a call that got no answer (the order may exist on the server), the
 * next try first looks for the member's open order and takes it instead of sending again; a refusal because an order
 * is already open takes that order too. Resolves with the order to show.
 */
export function useCreateDeposit(token: string | null) {
  const unanswered = useRef(false);
  return useMutation({
    mutationFn: async (deposit: NewDeposit): Promise<DepositOrder> => {
      if (unanswered.current) {
        const existing = await openOrder();
        unanswered.current = false;
        if (existing) return existing;
      }
      try {
        const order = (await send(deposit)).data;
        if (!order) throw new Error('The deposit order call answered without an order');
        return order;
      } catch (error) {
        if (error instanceof NetworkError) unanswered.current = true;
        if (error instanceof ApiError && error.code === OPEN_ORDER_EXISTS) {
          const existing = await openOrder();
          if (existing) return existing;
        }
        throw error;
      }
    },
    onSuccess: (order, _deposit, _result, { client }) => {
      remember(client, order, token);
      return Promise.all([client.invalidateQueries({ queryKey: depositKeys.openOrder }), refreshRecords(client)]);
    },
  });
}

/**
 * Attaches a receipt: the image goes up first (file/fund/image/upload), then its address to the order
 * (deposit/upload). An image already uploaded is not sent again when the player retries the attach.
 */
export function useAttachReceipt() {
  const uploaded = useRef(new WeakMap<File, string>());
  return useMutation({
    mutationFn: async ({ orderNo, file }: { orderNo: string; file: File }) => {
      let receiptUrl = uploaded.current.get(file);
      if (receiptUrl === undefined) {
        receiptUrl = (await uploadFundImage({ file })).data?.url ?? '';
        if (!receiptUrl) throw new Error('The image upload answered without an address');
        uploaded.current.set(file, receiptUrl);
      }
      await uploadDepositReceipt({ orderNo, receiptUrl });
      return receiptUrl;
    },
    onSuccess: (_url, { orderNo }, _result, { client }) => client.invalidateQueries({ queryKey: [...depositScreenKeys.status, orderNo] }),
  });
}

export function useCancelDeposit() {
  return useMutation({
    mutationFn: (orderNo: string) => cancelDepositOrder({ orderNo }),
    onSuccess: (_answer, orderNo, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...depositScreenKeys.status, orderNo] }),
        client.invalidateQueries({ queryKey: depositKeys.openOrder }),
        refreshRecords(client),
      ]),
  });
}

/** A credited deposit: the balance shown must be the money held, and the records list it as done. */
export const refreshBalance = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: memberKeys.balance }), refreshRecords(client)]);
