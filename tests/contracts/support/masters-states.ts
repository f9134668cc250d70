// Provider states of the masters (tipsters) and their plans (in business language) and their set-up on the
// standalone mock server. The masters' figures are computed by the provider from the results of their settled plans.
import { freshSeed, type StateHandler } from './state-setup';

export const MASTERS_STATE = {
  mastersWithPlans: 'masters 501 to 506 have tips: master 501 has settled tips, among them tip 80001, and open ones on matches still to play',
  noSuchMaster: 'there is no master 599',
} as const;

export type MastersStateName = (typeof MASTERS_STATE)[keyof typeof MASTERS_STATE];

export function mastersProviderStates(baseUrl: string): Record<MastersStateName, StateHandler> {
  return {
    [MASTERS_STATE.mastersWithPlans]: freshSeed(baseUrl),
    [MASTERS_STATE.noSuchMaster]: freshSeed(baseUrl),
  };
}
