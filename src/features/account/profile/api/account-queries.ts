import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getWithdrawPwdPublicKey } from '@/shared/api/generated/main/member/member';
import { memberKeys, memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';

/** Key roots of the account screens' own reads. */
export const accountKeys = {
  withdrawPwdKey: ['member', 'withdraw-pwd-key'] as const,
};

/** The RSA public key for the withdraw password, read fresh for every submission (the server may rotate it). */
export const withdrawPwdKeyQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...accountKeys.withdrawPwdKey, token],
    queryFn: async ({ signal }) => (await getWithdrawPwdPublicKey({ signal })).data ?? '',
    staleTime: 0,
    gcTime: 0,
  });

/** The logged-in member's profile (the guard has usually loaded it already). */
export function useMemberProfile() {
  const token = useToken();
  return { token, profile: useQuery(memberProfileQuery(token)) };
}

/** Reloads the user info after a change, resolving once the screens on show have the new profile. */
export function reloadProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memberKeys.profile });
}
