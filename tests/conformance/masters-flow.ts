// The live experts through the mock backend for the conformance test: both rankings, a master and a missing one, their
// open plans and one plan.
import { call } from '@mocks/testing/client';

export async function mastersFlow(): Promise<void> {
  for (const sort of ['hitRate', 'returnRate']) await call('GET', `/api/live/master/list?sort=${sort}`);
  await call('GET', '/api/live/master/detail?masterId=501');
  await call('GET', '/api/live/master/detail?masterId=599');
  await call('GET', '/api/live/master/plans?masterId=501&state=open');
  await call('GET', '/api/live/plan/detail?planId=80001');
}
