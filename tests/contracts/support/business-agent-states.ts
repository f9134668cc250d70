// Provider state of the business agent calls (in business language) and its set-up on the standalone mock server.
// The set-up starts from a fresh seed; the seeded data is what the state says.
import { loggedInAs, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const BUSINESS_AGENT_STATE = {
  agentNeverApplied: 'member lotus888 is logged in and never applied for an agent account; a_lotusvip belongs to another member',
} as const;

export type BusinessAgentStateName = (typeof BUSINESS_AGENT_STATE)[keyof typeof BUSINESS_AGENT_STATE];

export function businessAgentProviderStates(baseUrl: string): Record<BusinessAgentStateName, StateHandler> {
  return {
    [BUSINESS_AGENT_STATE.agentNeverApplied]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
  };
}
