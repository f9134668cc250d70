import { useStore } from '@/shared/lib/use-store';
import { tokenStore } from './token-store';

/** The stored token decides whether the player is logged in (SPEC.md section 4 "Session"). */
export function useToken(): string | null {
  return useStore(tokenStore);
}

export function useIsLoggedIn(): boolean {
  return useStore(tokenStore, Boolean);
}
