import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BetRecord } from '@/shared/api/generated/sports/model';
import { refreshAfterMoneyMoved } from '../api/bet-record-queries';

/**
 * A bet that leaves the unsettled list was settled (or cashed out elsewhere): money moved, so the balance, the sums
 * and the settled list are asked again at once, and the balance shown never lags behind the records.
 */
export function useRefreshWhenBetsLeave(records: readonly BetRecord[], enabled: boolean): void {
  const client = useQueryClient();
  const previous = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const ids = new Set(records.map((record) => record.id));
    const before = previous.current;
    previous.current = ids;
    if (before && [...before].some((id) => !ids.has(id))) void refreshAfterMoneyMoved(client);
  }, [records, enabled, client]);
}
