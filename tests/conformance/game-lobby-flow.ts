// The home screen's and the lobby's calls through the mock backend for the conformance run: home bars, advertise
// lists of every placement and tenant, slot lists with every filter and line, entering games (success, refusals,
// maintenance), collecting the game wallet, in the three answer languages.
import { SEED_TOKENS } from '@mocks/seed';
import { lobbyCall } from '@mocks/handlers/game-lobby-test-client';

const LANGUAGES = ['vi-VI', 'zh-CN', 'en-US'] as const;

export async function gameLobbyFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  for (const language of LANGUAGES) {
    await lobbyCall('GET', '/api/game/home/gameType/list', { language });
    await lobbyCall('GET', '/api/user/home/bar/list', { language });
    await lobbyCall('GET', '/api/user/home/bar/list?barType=2&tenantId=2', { language });
    await lobbyCall('GET', '/api/promotion/advertise/list', { language });
    for (const type of [1, 2, 3, 4]) await lobbyCall('GET', `/api/promotion/advertise/list/type?type=${type}`, { language });
  }
  await lobbyCall('GET', '/api/promotion/advertise/list/type?type=1&tenantId=2');
  await lobbyCall('GET', '/api/promotion/advertise/list/type?type=9');
  await lobbyCall('GET', '/api/user/home/bar/list?barType=7');
  for (const slotType of [0, 1, 2, 3]) await lobbyCall('POST', '/api/game/home/slot/list/', { body: { id: 1001104001, line: '', slotType } });
  await lobbyCall('POST', '/api/game/home/slot/list/', { body: { id: 1001104003, line: 'lotus-demo', slotType: 0 }, language: 'zh-CN' });
  await lobbyCall('POST', '/api/game/home/slot/list/', { body: { id: 1001102001 } });
  await lobbyCall('POST', '/api/game/home/slot/list/', { body: {} });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { body: { gameId: 1001102001, lobbyCode: 'LOTUS_LIVE' } });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body: { gameId: 42, lobbyCode: 'X' } });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body: {} });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body: { gameId: 1001104002, lobbyCode: 'PG_SLOT', gameCode: 'pg-nope' } });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body: { gameId: 1001102001, lobbyCode: 'LOTUS_LIVE', returnUrl: 'http://lotus.test/' } });
  await lobbyCall('POST', '/api/game/fund/collect', { token, body: { lobbyCode: 'LOTUS_LIVE' } });
  await lobbyCall('POST', '/api/game/bet/cSports/guestToken');
}

/** The calls the lobby scenarios change (the conformance run makes them in every lobby scenario). */
export async function gameLobbyScenarioCalls(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await lobbyCall('GET', '/api/game/home/gameType/list');
  await lobbyCall('GET', '/api/promotion/advertise/list');
  await lobbyCall('GET', '/api/promotion/advertise/list/type?type=1');
  await lobbyCall('POST', '/api/game/home/slot/list/', { body: { id: 1001104002, line: '', slotType: 0 } });
  await lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body: { gameId: 1001102002, lobbyCode: 'EVO_LIVE' } });
}
