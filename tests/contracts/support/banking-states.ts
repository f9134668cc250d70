// Provider states of the delivery address and business agent calls (in business language) and their set-up on the
// standalone mock server. Every set-up starts from a fresh seed; the seeded data is what the state says.
import type { VerifierOptions } from '@pact-foundation/pact';
import { TOKEN_PARAM } from './headers';

export const BANKING_STATE = {
  deliveryAddresses:
    'member lotus888 is logged in with delivery addresses 8001 (default, Hà Nội · Ba Đình) and 8002 (TP Hồ Chí Minh · Quận 1)',
  agentNeverApplied: 'member lotus888 is logged in and never applied for an agent account; a_lotusvip belongs to another member',
} as const;

export type BankingStateName = (typeof BANKING_STATE)[keyof typeof BANKING_STATE];

type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

const LOTUS_TOKEN = 'tk_seed_lotus888';

export function bankingProviderStates(baseUrl: string): Record<BankingStateName, StateHandler> {
  const loggedIn = async () => {
    const response = await fetch(`${baseUrl}/__control/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    if (!response.ok) throw new Error(`The mock server could not be reset: HTTP ${response.status}`);
    return { [TOKEN_PARAM]: LOTUS_TOKEN };
  };
  return {
    [BANKING_STATE.deliveryAddresses]: loggedIn,
    [BANKING_STATE.agentNeverApplied]: loggedIn,
  };
}
