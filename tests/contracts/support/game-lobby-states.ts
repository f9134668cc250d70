// Provider states of the home screen and the casino lobby, and their set-up on the standalone mock server (a fresh
// seed, then the named lobby scenario where one is needed). contracts/README.md should list them with the others.
import { callMock, freshSeed, loggedInAs, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const GAME_LOBBY_STATE = {
  lobbyOpen:
    'the lobby has its game types, the PP, PG and JILI slot platforms with their games, the home bars and the running advertisements of tenant 1',
  noBanners: 'no advertisement is running for any tenant',
  memberInLobby: 'member lotus888 is logged in with 1 250 000 VND and every game is open',
  gameUnderMaintenance: 'member lotus888 is logged in and the PG slot platform 1001104002 is inside its maintenance window',
} as const;

export type LobbyStateName = (typeof GAME_LOBBY_STATE)[keyof typeof GAME_LOBBY_STATE];

export function gameLobbyProviderStates(baseUrl: string): Record<LobbyStateName, StateHandler> {
  const scenario = (name: string) => () => callMock(baseUrl, '/__control/scenario', { body: { name } });
  return {
    [GAME_LOBBY_STATE.lobbyOpen]: freshSeed(baseUrl),
    [GAME_LOBBY_STATE.noBanners]: freshSeed(baseUrl, scenario('no-banners')),
    [GAME_LOBBY_STATE.memberInLobby]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    [GAME_LOBBY_STATE.gameUnderMaintenance]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888, scenario('lobby-maintenance')),
  };
}
