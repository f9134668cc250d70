import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '@/shared/api/generated/sports/model';
import { memberKeys } from '@/shared/member/member-queries';
import { betRecordKeys } from '../api/bet-record-queries';
import { useRefreshWhenBetsLeave } from './use-refresh-when-bets-leave';

const bet = (id: string) => ({ id }) as BetRecord;

function setup(enabled = true) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(({ records }) => useRefreshWhenBetsLeave(records, enabled), { wrapper, initialProps: { records: [bet('a'), bet('b')] } });
  return { invalidate, view };
}

const keysOf = (invalidate: ReturnType<typeof setup>['invalidate']) => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe('useRefreshWhenBetsLeave', () => {
  it('asks for the balance and the records again when a bet leaves the unsettled list', () => {
    const { invalidate, view } = setup();
    view.rerender({ records: [bet('b')] });
    expect(keysOf(invalidate)).toEqual([betRecordKeys.all, memberKeys.balance]);
  });

  it('does nothing on the first list, on a new bet or on the same bets again', () => {
    const { invalidate, view } = setup();
    view.rerender({ records: [bet('a'), bet('b'), bet('c')] });
    view.rerender({ records: [bet('a'), bet('b'), bet('c')] });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('watches only the unsettled tab', () => {
    const { invalidate, view } = setup(false);
    view.rerender({ records: [] });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
