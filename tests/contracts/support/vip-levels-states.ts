// Provider states of the VIP level and VIP experience calls (in business language) and their set-up on the
// standalone mock server. Every state starts from a fresh seed; the seeded data is what the state says.
import { TOKEN_PARAM } from './headers';
import { callMock, freshSeed, loggedInAs, resetMock, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const VIP_LEVELS_STATE = {
  vipTableConfigured: 'the VIP level table of levels 0 to 11 and the VIP experiences are configured',
  vipMidLevel: 'member lotus888 is logged in at VIP 2, with 3 500 000 deposited and 31 000 000 bet, both past bonuses claimed',
  vipTopLevel: 'member lotus888 is logged in at VIP 11 with the upgrade bonuses of VIP 3 to 11 to claim and no experience request',
} as const;

export type VipLevelsStateName = (typeof VIP_LEVELS_STATE)[keyof typeof VIP_LEVELS_STATE];

export function vipLevelsProviderStates(baseUrl: string): Record<VipLevelsStateName, StateHandler> {
  return {
    [VIP_LEVELS_STATE.vipTableConfigured]: freshSeed(baseUrl),
    [VIP_LEVELS_STATE.vipMidLevel]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    // Also hands the verifier a request date the desk takes (30 days ahead) for the pact's `${preferredDate}`.
    [VIP_LEVELS_STATE.vipTopLevel]: async () => {
      await resetMock(baseUrl);
      await callMock(baseUrl, '/__control/scenario', { body: { name: 'vip-top-level' } });
      return { [TOKEN_PARAM]: SEEDED_TOKENS.lotus888, preferredDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) };
    },
  };
}
