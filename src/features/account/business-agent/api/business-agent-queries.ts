import { queryOptions } from '@tanstack/react-query';
import { getBusinessAgent } from '@/shared/api/generated/main/member/member';
import { STALE } from '@/shared/api/query-client';

/** Key root of the member's business-agent application. */
export const businessAgentKeys = {
  all: ['business-agent'] as const,
};

/** The application changes only through its screen; it is refetched after a change. */
export const businessAgentQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...businessAgentKeys.all, token],
    queryFn: async ({ signal }) => (await getBusinessAgent({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });
