import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token-store';

/** The stored token decides whether the player is logged in (SPEC.md section 4 "Session"). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useIsLoggedIn(): boolean {
  return Boolean(useToken());
}
