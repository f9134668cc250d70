// A live room's dice game through the mock backend for the conformance test: the round, a stake on it, and a stake on
// a round that takes none any more.
import { call } from '@mocks/testing/client';

export async function subGamesFlow(token: string): Promise<void> {
  const game = (await call('GET', '/api/live/subgame/detail?gameId=9001')) as { data?: { round?: { roundNo?: number } } };
  const roundNo = game.data?.round?.roundNo ?? 1;
  const stake = { gameId: 9001, option: 'big', amount: 50_000 };
  await call('POST', '/api/live/subgame/bet', { token, body: { ...stake, roundNo, requestId: 'sg-conformance-1' } });
  await call('POST', '/api/live/subgame/bet', { token, body: { ...stake, roundNo: 1, requestId: 'sg-conformance-2' } });
}
