import { readStoredJson, removeStored, writeStored } from '@/shared/lib/safe-storage';

/**
 * The saved username and password of SPEC.md section 3 "Locally stored items", kept in local storage only when the
 * player ticks "remember me" at login and removed when they untick it. The password is never logged or reported.
 */
export const SAVED_LOGIN_KEY = 'savedLogin';

export interface SavedLogin {
  userName: string;
  password: string;
}

function isSavedLogin(value: unknown): value is SavedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const { userName, password } = value as Record<string, unknown>;
  return typeof userName === 'string' && typeof password === 'string' && userName !== '';
}

/** The saved credentials, or null when none are saved (or what is stored is unreadable). */
export function readSavedLogin(): SavedLogin | null {
  const stored = readStoredJson(SAVED_LOGIN_KEY);
  return isSavedLogin(stored) ? { userName: stored.userName, password: stored.password } : null;
}

export function saveLogin(login: SavedLogin): void {
  writeStored(SAVED_LOGIN_KEY, JSON.stringify({ userName: login.userName, password: login.password }));
}

export function forgetSavedLogin(): void {
  removeStored(SAVED_LOGIN_KEY);
}
