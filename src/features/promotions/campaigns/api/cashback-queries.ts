import { queryOptions } from '@tanstack/react-query';
import { promotionCalls } from './campaign-queries';

const all = ['cashback'] as const;

/** Key roots of the member's rebate (cashback/client/detail); member-scoped, ends with the token. */
export const cashbackKeys = {
  all,
  detail: (language: string, token: string | null) => [...all, 'detail', language, token] as const,
};

/** The estimate moves with every bet: asked afresh whenever the rebate page opens. */
const CASHBACK_STALE = 0;

export const cashbackQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: cashbackKeys.detail(language, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getCashbackDetail({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: CASHBACK_STALE,
  });
