import { SEED_PASSWORD } from '../seed/members';
// Small helpers for tests that talk to the mock backend with plain fetch.
export const MOCK_ORIGIN = 'http://lotus.test';

/**
 * How long a test file's warm-up may take: the first call seeds the database, loads the handlers and compiles the
 * response checker, once per file. That one-time work runs in a beforeAll, so a test's own time limit measures only
 * the test (on a busy machine the first test used to run out of time paying for it).
 */
export const WARM_UP_MS = 60_000;

export const CAPTCHA = { captchaId: 'lotus-slide', token: 'c7a2f0e4b91d', offsetX: 142, durationMs: 860 };

export interface CallOptions {
  token?: string;
  body?: unknown;
}

// Tests inspect arbitrary envelopes; `any` keeps their assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = options.token;
  const response = await fetch(`${MOCK_ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Json;
}

export async function login(userName = 'lotus888', password = SEED_PASSWORD): Promise<string> {
  const answer = await call('POST', '/api/user/auth/account-login/v2', { body: { userName, password, validate: CAPTCHA } });
  if (answer.code !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.data.accessToken as string;
}

/** A provider token for the member behind `token`. */
export async function sportsToken(token: string): Promise<string> {
  const answer = await call('POST', '/api/game/bet/cSports/token', { token });
  return answer.data.token as string;
}
