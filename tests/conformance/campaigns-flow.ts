// The campaign calls through the mock backend (list, detail, progress, click, sign-up, claim, records, bet total,
// cashback, rankings), successes and designed failures, for the conformance test.
import { call } from '@mocks/testing/client';

export async function campaignsFlow(token: string): Promise<void> {
  await call('GET', '/api/promotion/activity/list');
  await call('GET', '/api/promotion/activity/list', { token });
  await call('GET', '/api/promotion/activity/detail?activityId=3002');
  await call('GET', '/api/promotion/activity/detail?page=/rank-activity');
  await call('GET', '/api/promotion/activity/detail?activityId=1');
  await call('GET', '/api/promotion/activity/progress?activityId=3002', { token });
  await call('GET', '/api/promotion/activity/progress?activityId=1', { token });
  await call('POST', '/api/promotion/activity/click', { body: { activityId: 3002, advertiseId: 41 } });
  await call('POST', '/api/promotion/activity/saveActivitySignUp', { token, body: { activityId: 3013 } });
  await call('POST', '/api/promotion/activity/saveActivitySignUp', { token, body: { activityId: 3013 } });
  await call('POST', '/api/promotion/activity/claim', { token, body: { activityId: 3002, levelId: 4 } });
  await call('POST', '/api/promotion/activity/claim', { token, body: { activityId: 3038, levelId: 1 } });
  await call('POST', '/api/promotion/activity/claim', { token, body: { activityId: 3006 } });
  await call('GET', '/api/promotion/activity/record?activityId=3038', { token });
  await call('GET', '/api/promotion/activity/bet/total?activityId=3003', { token });
  await call('GET', '/api/promotion/cashback/client/detail', { token });
  await call('GET', '/api/promotion/ranking/memberRanking?activityId=3009', { token });
  await call('GET', '/api/promotion/ranking/touristsRanking?activityId=3009');
  await call('GET', '/api/promotion/ranking/touristsRanking?activityId=3002');
}
