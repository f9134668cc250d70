// The session of a seeded member, set the way the app keeps it. Shared by the jsdom integration tests and the
// stories (it needs nothing but the session store and the seed's tokens).
import { SEED_TOKENS } from '@mocks/seed';
import { setToken } from '@/shared/session/token-store';

export type SeededMember = keyof typeof SEED_TOKENS;

/** Logs a seeded member in the way the app sees it: their session token in the session store. */
export function signIn(member: SeededMember): string {
  const token = SEED_TOKENS[member];
  setToken(token);
  return token;
}
