import { readStored, removeStored, writeStored } from '@/shared/lib/safe-storage';

/** A stored token means logged in (SPEC.md section 4 "Session"). */
export const TOKEN_KEY = 'token';
export const USERNAME_KEY = 'userName';

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

function notify(): void {
  const token = getToken();
  for (const listener of [...listeners]) listener(token);
}

export function getToken(): string | null {
  const token = readStored(TOKEN_KEY);
  return token ? token : null;
}

/** Stores the session token; an empty token clears it. */
export function setToken(token: string): void {
  if (!token) {
    clearToken();
    return;
  }
  if (readStored(TOKEN_KEY) === token) return;
  writeStored(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (readStored(TOKEN_KEY) === null) return;
  removeStored(TOKEN_KEY);
  notify();
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
export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(getToken());
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
