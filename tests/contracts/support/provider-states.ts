// Provider state handlers for the standalone mock server: every state starts from a fresh seed
// (POST /__control/reset) and then adds what it describes. Handlers that return values feed the
// `${token}` and `${sportsToken}` expressions of the pacts (tokens of the mock server's seeded sessions).
import { gameLobbyProviderStates } from './game-lobby-states';
import { accountProviderStates } from './account-states';
import { addressesProviderStates } from './addresses-states';
import { authScreenProviderStates } from './auth-screen-states';
import { businessAgentProviderStates } from './business-agent-states';
import { campaignsProviderStates } from './campaigns-states';
import { walletProviderStates } from './wallet-states';
import { referralsProviderStates } from './referrals-states';
import { saferGamblingProviderStates } from './safer-gambling-states';
import { vipLevelsProviderStates } from './vip-levels-states';
import { anchorsProviderStates } from './anchors-states';
import { liveNewsProviderStates } from './live-news-states';
import { mastersProviderStates } from './masters-states';
import { roomsProviderStates } from './rooms-states';
import { subGamesProviderStates } from './sub-games-states';
import { serviceProviderStates } from './service-states';
import { sportsOrderProviderStates } from './bet-placing-states';
import { withdrawalAccountsProviderStates } from './withdrawal-accounts-states';
import { SPORTS_TOKEN_PARAM } from './headers';
import { callMock, freshSeed, loggedInAs, resetMock, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';
import { STATE, type StateName } from './states';

export function mockServerStates(baseUrl: string): Record<StateName, StateHandler> {
  const fresh = freshSeed(baseUrl);
  const scenario = (name: string) => () => callMock(baseUrl, '/__control/scenario', { body: { name } });

  return {
    [STATE.memberExists]: fresh,
    [STATE.loggedIn]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    [STATE.depositLocked]: loggedInAs(baseUrl, SEEDED_TOKENS.lockeddp01),
    [STATE.sessionExpired]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888, scenario('session-expired')),
    [STATE.smsCodeSent]: freshSeed(baseUrl, () =>
      setUpCall(baseUrl, '/api/user/verCode/sendSms', { body: { actionType: 3, mobileArea: '84', mobile: '912345678' } }),
    ),
    [STATE.noRecentSms]: fresh,
    [STATE.siteOpen]: fresh,
    [STATE.siteUnderMaintenance]: freshSeed(baseUrl, scenario('site-maintenance')),
    [STATE.slideCaptcha]: fresh,
    [STATE.countriesConfigured]: fresh,
    [STATE.errorLogOpen]: fresh,
    [STATE.sportsSession]: async () => {
      await resetMock(baseUrl);
      return { [SPORTS_TOKEN_PARAM]: SEEDED_TOKENS.lotus888Sports };
    },
    ...accountProviderStates(baseUrl),
    ...withdrawalAccountsProviderStates(baseUrl),
    ...authScreenProviderStates(baseUrl),
    ...addressesProviderStates(baseUrl),
    ...businessAgentProviderStates(baseUrl),
    ...serviceProviderStates(baseUrl),
    ...sportsOrderProviderStates(baseUrl),
    ...walletProviderStates(baseUrl),
    ...gameLobbyProviderStates(baseUrl),
    ...vipLevelsProviderStates(baseUrl),
    ...referralsProviderStates(baseUrl),
    ...campaignsProviderStates(baseUrl),
    ...roomsProviderStates(baseUrl),
    ...anchorsProviderStates(baseUrl),
    ...mastersProviderStates(baseUrl),
    ...subGamesProviderStates(baseUrl),
    ...liveNewsProviderStates(baseUrl),
    ...saferGamblingProviderStates(baseUrl),
  };
}
