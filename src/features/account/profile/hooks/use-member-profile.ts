import { useQuery } from '@tanstack/react-query';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';

/** The logged-in member's profile (the guard has usually loaded it already). */
export function useMemberProfile() {
  const token = useToken();
  return { token, profile: useQuery(memberProfileQuery(token)) };
}
