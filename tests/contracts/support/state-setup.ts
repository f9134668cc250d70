// Set-up steps shared by the provider states on the standalone mock server: every state starts from a fresh seed
// (POST /__control/reset), adds what it describes through the mock's own API or a named scenario, and hands the
// verifier what the pact's `${token}` expressions need.
import { constants, publicEncrypt } from 'node:crypto';
import type { VerifierOptions } from '@pact-foundation/pact';
import { TOKEN_PARAM } from './headers';

export type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

/** Seeded sessions of the mock server (mocks/seed/index.ts). */
export const SEEDED_TOKENS = {
  lotus888: 'tk_seed_lotus888',
  lockeddp01: 'tk_seed_lockeddp01',
  nomobile01: 'tk_seed_nomobile01',
  lotus888Sports: 'fbm_seed_lotus888',
} as const;

export interface Envelope {
  code?: unknown;
  data?: unknown;
}

export interface MockCall {
  /** POST unless told otherwise. */
  method?: string;
  /** A session token, sent as the Authorization header. */
  token?: string;
  body?: unknown;
}

/** One JSON call to the mock server; an HTTP error fails the state. */
export async function callMock(baseUrl: string, path: string, { method = 'POST', token, body }: MockCall = {}): Promise<Envelope> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json()) as Envelope;
  if (!response.ok) throw new Error(`${method} ${path} answered HTTP ${response.status} in a provider state: ${JSON.stringify(answer)}`);
  return answer;
}

/** A call of the mock's API that a state builds on: anything but result code 200 fails the state. */
export async function setUpCall(baseUrl: string, path: string, init: MockCall = {}): Promise<Envelope> {
  const answer = await callMock(baseUrl, path, init);
  if (answer.code !== 200) throw new Error(`${path} failed in a provider state: ${JSON.stringify(answer)}`);
  return answer;
}

/** Reseeds the mock server and selects its default scenario. */
export async function resetMock(baseUrl: string): Promise<void> {
  await callMock(baseUrl, '/__control/reset', { body: {} });
}

/** A state handler: a fresh seed, then `setUp` (nothing to hand the verifier). */
export function freshSeed(baseUrl: string, setUp: () => Promise<unknown> = async () => undefined): StateHandler {
  return async () => {
    await resetMock(baseUrl);
    await setUp();
  };
}

/** A state handler: a fresh seed, then `setUp`, then `token` for the pact's `${token}` expressions. */
export function loggedInAs(baseUrl: string, token: string, setUp: () => Promise<unknown> = async () => undefined): StateHandler {
  return async () => {
    await resetMock(baseUrl);
    await setUp();
    return { [TOKEN_PARAM]: token };
  };
}

/**
 * Encrypts withdraw passwords the way the app does (PKCS#1 v1.5, base64) with the public key the provider hands the
 * member from getPublicKey: what a request carrying the password sends. The key is asked for once.
 */
export async function providerEncryptor(baseUrl: string, token: string): Promise<(clearPassword: string) => string> {
  const key = await setUpCall(baseUrl, '/api/member/withdrawPwd/getPublicKey', { method: 'GET', token });
  const pem = `-----BEGIN PUBLIC KEY-----\n${String(key.data)}\n-----END PUBLIC KEY-----`;
  return (clearPassword) => publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(clearPassword)).toString('base64');
}

/** One withdraw password encrypted with the provider's key. */
export async function encryptedForProvider(baseUrl: string, token: string, clearPassword: string): Promise<string> {
  return (await providerEncryptor(baseUrl, token))(clearPassword);
}
