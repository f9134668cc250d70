import { queryClient } from '@/shared/api/query-client';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import { letterKeys } from '@/shared/letters/letter-queries';
import type { Store } from '@/shared/lib/create-store';
import { memberKeys } from '@/shared/member/member-queries';
import { getToken, tokenStore } from './token-store';

/** Key roots of the shared query factories that hold only the logged-in member's data: removed whole on logout. */
export const MEMBER_QUERY_ROOTS = [memberKeys.all, letterKeys.all] as const;

/**
 * Every member-scoped query key ends with the member's token (ADR 010), so the queries of the token that logs out
 * go too, whichever feature owns them (withdrawal accounts, addresses, feedback, customer service...).
 */
export function removeQueriesOfToken(token: string): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey.at(-1) === token });
}

/**
 * The client stores that hold the logged-in member's data: each goes back to its initial (empty) state on logout.
 * The bet cart empties itself when the token goes (src/shared/bet-cart/cart-store.ts).
 */
export const MEMBER_STORES: readonly Pick<Store<unknown>, 'reset'>[] = [tokenStore];

/** Clears the member's stores (the token), the sports session and every query of the member. */
export function clearMemberState(): void {
  const token = getToken();
  for (const store of MEMBER_STORES) store.reset();
  invalidateSportsSession();
  for (const queryKey of MEMBER_QUERY_ROOTS) queryClient.removeQueries({ queryKey });
  if (token) removeQueriesOfToken(token);
}

/** Player-initiated logout: tells the server (best effort), then clears local state either way. */
export async function logoutMember(): Promise<void> {
  if (getToken()) {
    try {
      // Imported on use: the session's calls are not needed before a player logs out.
      const { endServerSession } = await import('./session-mutations');
      await endServerSession();
    } catch {
      // The session ends locally whatever the server answered.
    }
  }
  clearMemberState();
}
