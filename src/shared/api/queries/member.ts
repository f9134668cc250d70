import { queryOptions } from '@tanstack/react-query';
import { getMember } from '@/shared/api/generated/main/member/member';
import { getBalance } from '@/shared/api/generated/main/wallet/wallet';
import { STALE } from '@/shared/api/query-client';

/** Query key roots of the logged-in member's data (cleared on logout). */
export const memberKeys = {
  profile: ['member', 'profile'] as const,
  balance: ['balance'] as const,
};

export const memberProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...memberKeys.profile, token],
    queryFn: async ({ signal }) => (await getMember({ signal })).data,
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...memberKeys.balance, token],
    queryFn: async ({ signal }) => (await getBalance({ signal })).data?.memberWallet ?? null,
    enabled: Boolean(token),
    staleTime: STALE.balance,
  });
