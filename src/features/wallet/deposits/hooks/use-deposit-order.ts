import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToken } from '@/shared/session/use-session';
import { refreshBalance } from '../api/deposit-mutations';
import { depositOrderQuery, depositStatusQuery } from '../api/deposit-queries';
import { orderPhase } from '../lib/deposit-status';

/**
 * The order of /rechargeInformation: its details (while open) and its status, polled every ORDER_STATUS_POLL_MS while
 * open. The moment it is credited the balance is asked again, once.
 */
export function useDepositOrder(orderNo: string) {
  const token = useToken();
  const client = useQueryClient();
  const status = useQuery(depositStatusQuery(token, orderNo));
  const order = useQuery({ ...depositOrderQuery(token, orderNo), staleTime: Number.POSITIVE_INFINITY });
  const phase = status.data ? orderPhase(status.data.status) : null;
  const refreshed = useRef(false);
  useEffect(() => {
    if (phase !== 'credited' || refreshed.current) return;
    refreshed.current = true;
    void refreshBalance(client);
  }, [phase, client]);
  return { token, status, order, phase, rejectReason: status.data?.rejectReason ?? null };
}
