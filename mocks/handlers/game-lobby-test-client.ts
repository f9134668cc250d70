// Calls of the lobby's handler tests: a JSON call with the Language header the app sends (vi-VI, zh-CN, en-US).
import { MOCK_ORIGIN, type Json } from '../testing/client';

export interface LobbyCallOptions {
  token?: string;
  body?: unknown;
  language?: 'vi-VI' | 'zh-CN' | 'en-US';
}

export async function lobbyCall(method: 'GET' | 'POST', path: string, { token, body, language = 'vi-VI' }: LobbyCallOptions = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json', Language: language };
  if (token !== undefined) headers.authorization = token;
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as Json;
}

export const slotList = (body: unknown, language?: LobbyCallOptions['language']) => lobbyCall('POST', '/api/game/home/slot/list/', { body, language });

export const enterGame = (token: string, body: unknown, language?: LobbyCallOptions['language']) =>
  lobbyCall('POST', '/api/game/bet/single-wallet/jump', { token, body, language });

/** Seeds the mock and compiles the response checker before the first test (see WARM_UP_MS). */
export const warmUp = async (): Promise<void> => {
  await lobbyCall('GET', '/api/game/home/gameType/list');
};
