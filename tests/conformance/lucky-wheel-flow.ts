// The lucky wheel calls through the mock backend: the wheel, spins until none is left, records and the marquee.
import { call } from '@mocks/testing/client';

export async function luckyWheelFlow(token: string): Promise<void> {
  await call('GET', '/api/promotion/activity/turntable/detail');
  await call('GET', '/api/promotion/activity/turntable/detail?activityId=1');
  await call('GET', '/api/promotion/activity/turntable/user/num?activityId=3004', { token });
  for (let spin = 0; spin < 5; spin += 1) await call('GET', '/api/promotion/activity/turntable/prize/get?activityId=3004', { token });
  await call('GET', '/api/promotion/activity/turntable/user/record?activityId=3004&current=1&size=20', { token });
  await call('POST', '/api/promotion/activity/turntable/record', { body: { activityId: 3004, size: 10 } });
}
