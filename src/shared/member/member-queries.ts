import { queryOptions } from '@tanstack/react-query';
import { STALE } from '@/shared/api/query-client';

// The member and wallet call modules are imported when a member's data is first asked for: a guest's first paint
// does not carry them, and they hold every member operation the account screens use (ADR 008).
const memberCalls = () => import('@/shared/api/generated/main/member/member');
const walletCalls = () => import('@/shared/api/generated/main/wallet/wallet');

/** Query key roots of the logged-in member's data (removed whole on logout). */
export const memberKeys = {
  all: ['member'] as const,
  profile: ['member', 'profile'] as const,
  balance: ['member', 'balance'] as const,
};

export const memberProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...memberKeys.profile, token],
    queryFn: async ({ signal }) => (await (await memberCalls()).getMember({ signal })).data,
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...memberKeys.balance, token],
    queryFn: async ({ signal }) => (await (await walletCalls()).getBalance({ signal })).data?.memberWallet ?? null,
    enabled: Boolean(token),
    staleTime: STALE.balance,
  });
