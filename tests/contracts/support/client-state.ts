// Puts the client into the state a test needs, through the same storage keys the app uses.
import { SPORTS_BASE_URL_KEY, SPORTS_TOKEN_KEY } from '@/shared/api/sports-session';
import { DEVICE_ID_KEY } from '@/shared/lib/device-id';
import { writeStored } from '@/shared/lib/safe-storage';
import { setToken, setUsername } from '@/shared/session/token-store';


/** A device id in the app's format (prefix, unix seconds, 6 alphanumerics, 8-hex hash). */
export const EXAMPLE_DEVICE_ID = 'H5-AND-1763866800-a1b2c3-9f8e7d6c';
/** The session the standalone mock server seeds for lotus888. */
export const SEED_MEMBER = 'lotus888';
export const SEED_TOKEN = 'tk_seed_lotus888';
/** A provider token as the member sports token call issues it. */
export const EXAMPLE_SPORTS_TOKEN = 'fbm_5c1e9a2b77d0aa41';

/** A visitor on a phone who has opened the site before (the device id is cached). */
export function asGuest(): void {
  writeStored(DEVICE_ID_KEY, EXAMPLE_DEVICE_ID);
}

/** A logged-in member: the stored session token and username that the main client sends. */
export function asMember(token: string, userName: string): void {
  asGuest();
  setToken(token);
  setUsername(userName);
}

/** A member whose sports provider session (base URL and token) is already stored. */
export function withSportsSession(baseUrl: string, token: string): void {
  writeStored(SPORTS_BASE_URL_KEY, baseUrl);
  writeStored(SPORTS_TOKEN_KEY, token);
}
