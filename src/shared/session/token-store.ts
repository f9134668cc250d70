import { createStore, watchStorageKey } from '@/shared/lib/create-store';
import { readStored, removeStored, writeStored } from '@/shared/lib/safe-storage';

/** A stored token means logged in (SPEC.md section 4 "Session"). */
export const TOKEN_KEY = 'token';
export const USERNAME_KEY = 'userName';

/**
 * The session token, kept in local storage (the truth, shared by every tab). Listeners hear of changes made here
 * and, through the storage event, in another tab.
 */
export const tokenStore = createStore<string | null>(null, {
  source: {
    read: () => readStored(TOKEN_KEY) || null,
    write: (token) => (token ? writeStored(TOKEN_KEY, token) : removeStored(TOKEN_KEY)),
  },
  watch: (changed) => watchStorageKey(TOKEN_KEY, changed),
});

export function getToken(): string | null {
  return tokenStore.get();
}

/** Stores the session token; an empty token clears it. */
export function setToken(token: string): void {
  tokenStore.set(token || null);
}

export function clearToken(): void {
  tokenStore.reset();
}

export function getUsername(): string | null {
  const name = readStored(USERNAME_KEY);
  return name ? name : null;
}

export function setUsername(name: string | null): void {
  if (name) writeStored(USERNAME_KEY, name);
  else removeStored(USERNAME_KEY);
}

/**
 * Calls the listener whenever the token changes, in this tab or (through the storage event) in another one.
 * Returns the unsubscribe function, so it fits React's useSyncExternalStore.
 */
export function subscribeToken(listener: (token: string | null) => void): () => void {
  return tokenStore.subscribe(listener);
}
