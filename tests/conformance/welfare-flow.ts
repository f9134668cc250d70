// The member's rewards (/welfare) through the mock backend, by state and page.
import { call } from '@mocks/testing/client';

export async function rewardsFlow(token: string): Promise<void> {
  await call('GET', '/api/promotion/activity/reward/collected', { token });
  await call('GET', '/api/promotion/activity/reward/collected?status=1&current=1&size=5', { token });
  await call('GET', '/api/promotion/activity/reward/collected?status=2', { token });
}
