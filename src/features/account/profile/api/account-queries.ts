import { useQuery, type QueryClient } from '@tanstack/react-query';
import { memberKeys, memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';

export { withdrawPwdKeyQuery } from '@/shared/withdrawals/withdraw-password-key';

/** The logged-in member's profile (the guard has usually loaded it already). */
export function useMemberProfile() {
  const token = useToken();
  return { token, profile: useQuery(memberProfileQuery(token)) };
}

/** Reloads the user info after a change, resolving once the screens on show have the new profile. */
export function reloadProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memberKeys.profile });
}
