import { queryOptions } from '@tanstack/react-query';
import { getDepositOrderStatus, getOpenDepositOrder } from '@/shared/api/generated/main/deposit/deposit';

/** Key roots of the member's deposit orders. */
export const depositKeys = {
  all: ['deposits'] as const,
  openOrder: ['deposits', 'open-order'] as const,
};

/**
 * The deposit order the navigation guard checks before /deposit: with an orderNo that order's status
 * (get-order-status), without one the member's open order (getOrder). Read afresh on every navigation, quietly
 * (a failed check lets the player on to the form, which checks again).
 */
export const depositOrderCheckQuery = (orderNo: string | null, token: string | null) =>
  queryOptions({
    queryKey: [...depositKeys.openOrder, orderNo, token],
    queryFn: async () => {
      const quiet = { noNeedResponseMsg: true } as const;
      return (orderNo ? (await getDepositOrderStatus(orderNo, quiet)).data : (await getOpenDepositOrder(quiet)).data) ?? null;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
