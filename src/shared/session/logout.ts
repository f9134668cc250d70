import { queryClient } from '@/shared/api/query-client';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import { clearToken, getToken } from './token-store';

/** Keys of everything that belongs to the logged-in member and must go on logout. */
export const MEMBER_QUERY_ROOTS = [['member'], ['balance'], ['giftPack'], ['betCart']] as const;

/** Clears the token, balance, user info, gift-pack data and bet cart. */
export function clearMemberState(): void {
  clearToken();
  invalidateSportsSession();
  for (const key of MEMBER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [...key] });
}

/** Player-initiated logout: tells the server (best effort), then clears local state either way. */
export async function logoutMember(): Promise<void> {
  if (getToken()) {
    try {
      // Imported on use: the auth call module is not needed before a player logs out.
      const { logout } = await import('@/shared/api/generated/main/auth/auth');
      await logout({ noNeedResponseMsg: true });
    } catch {
      // The session ends locally whatever the server answered.
    }
  }
  clearMemberState();
}
