import { queryClient } from '@/shared/api/query-client';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import type { Store } from '@/shared/lib/create-store';
import { getToken, tokenStore } from './token-store';

/** Keys of everything that belongs to the logged-in member and must go on logout. */
export const MEMBER_QUERY_ROOTS = [['member'], ['balance'], ['giftPack'], ['betCart']] as const;

/** The client stores that hold the logged-in member's data: each goes back to its initial (empty) state on logout. */
export const MEMBER_STORES: readonly Pick<Store<unknown>, 'reset'>[] = [tokenStore];

/** Clears the member's stores (the token), the sports session, balance, user info, gift-pack data and bet cart. */
export function clearMemberState(): void {
  for (const store of MEMBER_STORES) store.reset();
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
