// Provider states of the safer-gambling calls (in business language) and their set-up on the standalone mock server.
// Every state starts from a fresh seed; what it adds is what it says.
import { callMock, loggedInAs, resetMock, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';

export const SAFER_GAMBLING_STATE = {
  dailyDepositLimit: 'member lotus888 is logged in and has a daily deposit limit of 500 000 in force',
  dailyDepositLimitUsedUp: 'member lotus888 is logged in and has deposited 500 000 today against a daily deposit limit of 500 000',
  selfExcluded: 'member lotus888 with password Lotus2026 is self-excluded for a year',
} as const;

export type SaferGamblingStateName = (typeof SAFER_GAMBLING_STATE)[keyof typeof SAFER_GAMBLING_STATE];

export function saferGamblingProviderStates(baseUrl: string): Record<SaferGamblingStateName, StateHandler> {
  const token = SEEDED_TOKENS.lotus888;
  return {
    [SAFER_GAMBLING_STATE.dailyDepositLimit]: loggedInAs(baseUrl, token, () =>
      setUpCall(baseUrl, '/api/member/safer-gambling/limits', { method: 'PUT', token, body: { kind: 'deposit', period: 'day', amount: 500_000 } }),
    ),
    [SAFER_GAMBLING_STATE.dailyDepositLimitUsedUp]: loggedInAs(baseUrl, token, () =>
      callMock(baseUrl, '/__control/scenario', { body: { name: 'limit-reached' } }),
    ),
    // The member excludes themself through the call, which also ends the seeded session.
    [SAFER_GAMBLING_STATE.selfExcluded]: async () => {
      await resetMock(baseUrl);
      await setUpCall(baseUrl, '/api/member/safer-gambling/break', { token, body: { kind: 'selfExclusion', length: '1y', confirmed: true } });
    },
  };
}
