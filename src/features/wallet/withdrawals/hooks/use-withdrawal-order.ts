import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { refreshAfterWithdrawal } from '../api/withdrawal-mutations';
import { withdrawalKeys, withdrawOrderQuery, withdrawStatusQuery } from '../api/withdrawal-queries';
import { isOpenWithdrawalStatus, RETURNED } from '../lib/withdrawal-status';

/**
 * The order of /withdrawalInformation: what the query carried at once, then getOrder by its number. While it is
 * open its status is polled (WITHDRAW_STATUS_POLL_MS); a change reads the order again, and a returned order
 * refreshes the balance.
 */
export function useWithdrawalOrder(carried: WithdrawOrder | null) {
  const token = useToken();
  const client = useQueryClient();
  const orderNo = carried?.orderNo ?? '';
  const detail = useQuery({ ...withdrawOrderQuery(token, orderNo), ...(carried ? { placeholderData: carried } : {}) });
  const order = detail.data ?? carried;
  const open = order ? isOpenWithdrawalStatus(order.orderStatus) : false;
  const status = useQuery(withdrawStatusQuery(token, orderNo, open));
  const polled = status.data?.orderStatus;

  useEffect(() => {
    if (polled === undefined || !order || polled === order.orderStatus) return;
    void client.invalidateQueries({ queryKey: withdrawalKeys.detailOf(orderNo) });
    if (polled === RETURNED) void refreshAfterWithdrawal(client);
  }, [client, order, orderNo, polled]);

  return { order, detail };
}
