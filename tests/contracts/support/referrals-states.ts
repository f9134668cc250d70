// Provider states of the invite programme and its prize ring (in business language) and their set-up on the
// standalone mock server. Every state starts from a fresh seed; the seeded data is what the state says.
import { callMock, freshSeed, loggedInAs, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const REFERRALS_STATE = {
  inviteTiersConfigured: 'the invite reward tiers and the prize ring are configured, with recent winners',
  inviterWithFriends: 'member lotus888 is logged in and has invited five friends, three of whom deposited enough for a reward, with 2 prize-ring draws left',
  inviterWithoutFriends: 'member lotus888 is logged in and has invited nobody',
  inviterDrawsUsed: 'member lotus888 is logged in and has used every prize-ring draw earned',
} as const;

export type ReferralsStateName = (typeof REFERRALS_STATE)[keyof typeof REFERRALS_STATE];

const scenario = (baseUrl: string, name: string) => () => callMock(baseUrl, '/__control/scenario', { body: { name } });

export function referralsProviderStates(baseUrl: string): Record<ReferralsStateName, StateHandler> {
  return {
    [REFERRALS_STATE.inviteTiersConfigured]: freshSeed(baseUrl),
    [REFERRALS_STATE.inviterWithFriends]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    [REFERRALS_STATE.inviterWithoutFriends]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888, scenario(baseUrl, 'invite-no-friends')),
    [REFERRALS_STATE.inviterDrawsUsed]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888, scenario(baseUrl, 'invite-draw-used')),
  };
}
