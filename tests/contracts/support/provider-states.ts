// Provider state handlers for the standalone mock server: every state starts from a fresh seed
// (POST /__control/reset) and then adds what it describes. Handlers that return values feed the
// `${token}` and `${sportsToken}` expressions of the pacts (tokens of the mock server's seeded sessions).
import type { VerifierOptions } from '@pact-foundation/pact';
import { accountProviderStates } from './account-states';
import { addressesProviderStates } from './addresses-states';
import { authScreenProviderStates } from './auth-screen-states';
import { businessAgentProviderStates } from './business-agent-states';
import { serviceProviderStates } from './service-states';
import { withdrawalAccountsProviderStates } from './withdrawal-accounts-states';
import { SPORTS_TOKEN_PARAM, TOKEN_PARAM } from './headers';
import { STATE, type StateName } from './states';

/** Seeded sessions of the mock server (mocks/seed/index.ts). */
const SEEDED = {
  lotus888: 'tk_seed_lotus888',
  lockeddp01: 'tk_seed_lockeddp01',
  lotus888Sports: 'fbm_seed_lotus888',
} as const;

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

export function mockServerStates(baseUrl: string): Record<StateName, StateHandler> {
  const reset = () => post(`${baseUrl}/__control/reset`, {});
  const scenario = (name: string) => post(`${baseUrl}/__control/scenario`, { name });
  const fresh = async () => {
    await reset();
  };
  const loggedIn = (token: string) => async () => {
    await reset();
    return { [TOKEN_PARAM]: token };
  };

  return {
    [STATE.memberExists]: fresh,
    [STATE.loggedIn]: loggedIn(SEEDED.lotus888),
    [STATE.depositLocked]: loggedIn(SEEDED.lockeddp01),
    [STATE.sessionExpired]: async () => {
      await reset();
      await scenario('session-expired');
      return { [TOKEN_PARAM]: SEEDED.lotus888 };
    },
    [STATE.smsCodeSent]: async () => {
      await reset();
      const sent = (await post(`${baseUrl}/api/user/verCode/sendSms`, { actionType: 3, mobileArea: '84', mobile: '912345678' })) as {
        code?: unknown;
      };
      if (sent.code !== 200) throw new Error(`The SMS code could not be sent: ${JSON.stringify(sent)}`);
    },
    [STATE.noRecentSms]: fresh,
    [STATE.siteOpen]: fresh,
    [STATE.siteUnderMaintenance]: async () => {
      await reset();
      await scenario('site-maintenance');
    },
    [STATE.slideCaptcha]: fresh,
    [STATE.countriesConfigured]: fresh,
    [STATE.errorLogOpen]: fresh,
    [STATE.sportsSession]: async () => {
      await reset();
      return { [SPORTS_TOKEN_PARAM]: SEEDED.lotus888Sports };
    },
    ...accountProviderStates(baseUrl),
    ...withdrawalAccountsProviderStates(baseUrl),
    ...authScreenProviderStates(baseUrl),
    ...addressesProviderStates(baseUrl),
    ...businessAgentProviderStates(baseUrl),
    ...serviceProviderStates(baseUrl),
  };
}
