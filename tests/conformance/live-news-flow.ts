// The live news through the mock backend for the conformance test.
import { call } from '@mocks/testing/client';

export async function liveNewsFlow(): Promise<void> {
  await call('GET', '/api/live/news/list?current=1&size=10');
}
