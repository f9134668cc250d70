// The match-reward and cheer-up calls through the mock backend, for guests and a member, with refusals.
import { call } from '@mocks/testing/client';

export async function matchRewardsFlow(token: string): Promise<void> {
  await call('GET', '/api/promotion/activity/getMatchAwardConfig');
  const config = await call('GET', '/api/promotion/activity/getMatchAwardConfig?activityId=3010', { token });
  const matchId = Number(config.data?.matches?.[0]?.matchId ?? 0);
  await call('POST', '/api/promotion/activity/receiveMatchRewards', { token, body: { activityId: 3010, matchId } });
  await call('POST', '/api/promotion/activity/receiveMatchRewards', { token, body: { activityId: 3010, matchId } });
  await call('GET', '/api/promotion/activity/cheer/queryCheerRecord?activityId=3010&current=1&size=20', { token });
  await call('GET', '/api/promotion/activity/matchTemplate/detail?activityId=3007');
  await call('GET', '/api/promotion/activity/matchTemplate/detail?activityId=1');
}
