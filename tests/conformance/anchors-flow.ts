// The live anchors through the mock backend for the conformance test: the list, one anchor and a missing one, and a
// member following and unfollowing.
import { call } from '@mocks/testing/client';

export async function anchorsFlow(token: string): Promise<void> {
  await call('GET', '/api/live/anchor/list');
  await call('GET', '/api/live/anchor/detail?anchorId=301');
  await call('GET', '/api/live/anchor/detail?anchorId=399');
  await call('POST', '/api/live/anchor/follow', { token, body: { anchorId: 301, follow: true } });
  await call('POST', '/api/live/anchor/follow', { token, body: { anchorId: 301, follow: false } });
}
