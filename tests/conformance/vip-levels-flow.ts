// The VIP level and VIP experience flow through the mock backend (designed calls), successes and designed failures,
// for the conformance test.
import { SEED_TOKENS } from '@mocks/seed';
import { call } from '@mocks/testing/client';

export async function vipLevelsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await call('GET', '/api/member/vip/levelConfig');
  await call('GET', '/api/member/vip/progress', { token });
  await call('GET', '/api/member/vip/progress');
  await call('POST', '/api/member/vip/claimUpgradeBonus', { token, body: { vipLevel: 5 } });
  await call('POST', '/api/member/vip/claimUpgradeBonus', { token, body: { vipLevel: 2 } });
  await call('GET', '/api/member/vip/experiences');
  await call('GET', '/api/member/vip/experienceRequests', { token });
  await call('POST', '/api/member/vip/experienceRequest', { token, body: { experienceType: 3, preferredDate: later, guests: 2 } });
  await call('POST', '/api/member/vip/experienceRequest', { token, body: { experienceType: 9, preferredDate: 'soon', guests: 0 } });
}
