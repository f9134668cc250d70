import { resolveSportsGuestApiUrl } from '@/shared/config/env';
import { readStored, removeStored, writeStored } from '@/shared/lib/safe-storage';
import { getToken, subscribeToken } from '@/shared/session/token-store';

/**
 * The sports provider session: base URL and token (SPEC.md sections 6 and 7 "Sports provider"). Members get
 * theirs from the member sports token call and keep it in local storage; guests use an empty token and the
 * fixed guest address, without any request.
 */
export const SPORTS_BASE_URL_KEY = 'FBBaseURL';
export const SPORTS_TOKEN_KEY = 'FBToken';

export interface SportsSession {
  token: string;
  baseUrl: string;
  guest: boolean;
}

let pending: Promise<SportsSession> | null = null;
let generation = 0;
let watchingToken = false;

/** A login, logout or token change makes the stored provider session worthless. */
function watchMainToken(): void {
  if (watchingToken) return;
  watchingToken = true;
  subscribeToken(() => invalidateSportsSession());
}

function storedSession(): SportsSession | null {
  const baseUrl = readStored(SPORTS_BASE_URL_KEY);
  const token = readStored(SPORTS_TOKEN_KEY);
  return baseUrl && token ? { baseUrl, token, guest: false } : null;
}

async function fetchMemberSession(): Promise<SportsSession> {
  const started = generation;
  // Imported on use: only members call it, and the game call module also serves the casino and betting screens, so
  // a static import would put all of it in the start-up code (ADR 008).
  const { getSportsToken } = await import('./generated/main/game/game');
  const response = await getSportsToken();
  const token = response.data?.token;
  const baseUrl = response.data?.apiServerAddress?.trim().replace(/\/+$/, '');
  if (!token || !baseUrl) throw new Error('The sports token response has no token or server address');
  if (started === generation) {
    writeStored(SPORTS_BASE_URL_KEY, baseUrl);
    writeStored(SPORTS_TOKEN_KEY, token);
  }
  return { token, baseUrl, guest: false };
}

export function guestSportsSession(): SportsSession {
  return { token: '', baseUrl: resolveSportsGuestApiUrl(), guest: true };
}

export async function getSportsSession(): Promise<SportsSession> {
  watchMainToken();
  if (!getToken()) return guestSportsSession();
  const stored = storedSession();
  if (stored) return stored;
  if (!pending) {
    const request = fetchMemberSession().finally(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/** Forgets the stored provider session; the next call fetches a new token. */
export function invalidateSportsSession(): void {
  generation += 1;
  pending = null;
  removeStored(SPORTS_BASE_URL_KEY);
  removeStored(SPORTS_TOKEN_KEY);
}
