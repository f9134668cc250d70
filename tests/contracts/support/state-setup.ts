// Set-up steps shared by the provider states of the account domains on the standalone mock server: every state
// starts from a fresh seed and hands the verifier a seeded member's session token.
import type { VerifierOptions } from '@pact-foundation/pact';
import { TOKEN_PARAM } from './headers';

export type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

/** Seeded sessions of the mock server (mocks/seed/index.ts). */
export const SEEDED_TOKENS = {
  lotus888: 'tk_seed_lotus888',
  lockeddp01: 'tk_seed_lockeddp01',
} as const;

async function reset(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__control/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`The mock server could not be reset: HTTP ${response.status}`);
}

/** A state handler: a fresh seed, then `setUp`, then `token` for the pact's `${token}` expressions. */
export function loggedInAs(baseUrl: string, token: string, setUp: () => Promise<void> = async () => undefined): StateHandler {
  return async () => {
    await reset(baseUrl);
    await setUp();
    return { [TOKEN_PARAM]: token };
  };
}
