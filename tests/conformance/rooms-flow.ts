// The live rooms through the mock backend for the conformance test: the site's live setting, both room lists, a room
// and a missing one, the streamed matches.
import { call } from '@mocks/testing/client';

export async function roomsFlow(): Promise<void> {
  await call('GET', '/api/live/config');
  for (const category of ['sports', 'entertainment']) await call('GET', `/api/live/room/list?category=${category}`);
  await call('GET', '/api/live/room/detail?roomId=7001');
  await call('GET', '/api/live/room/detail?roomId=7999');
  await call('GET', '/api/live/room/matches');
}
