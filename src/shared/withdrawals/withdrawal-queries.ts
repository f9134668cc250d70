import { queryOptions } from '@tanstack/react-query';
import { getWithdrawOrder } from '@/shared/api/generated/main/withdraw/withdraw';

/** Key roots of the member's withdrawal orders. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  order: ['withdrawals', 'order'] as const,
};

/**
 * The withdrawal order the navigation guard checks before /withdraw (POST getOrder with the orderNo query
 * parameter, empty when there is none). Read afresh on every navigation, quietly.
 */
export const withdrawOrderCheckQuery = (orderNo: string | null, token: string | null) =>
  queryOptions({
    queryKey: [...withdrawalKeys.order, orderNo, token],
    queryFn: async () => (await getWithdrawOrder({ orderNo: orderNo ?? '' }, { noNeedResponseMsg: true })).data ?? null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
