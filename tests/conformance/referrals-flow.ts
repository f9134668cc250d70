// The invite programme and prize-ring flow through the mock backend, successes and designed failures, for the
// conformance test.
import { SEED_TOKENS } from '@mocks/seed';
import { call } from '@mocks/testing/client';

export async function referralsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  for (const path of ['queryInviteDepConfig', 'queryInviteBetConfig', 'queryInviteVipConfig', 'queryHorseRing']) {
    await call('GET', `/api/member/invite/${path}`);
  }
  for (const path of ['queryInviteInfo', 'queryInviteInfoTotalAward', 'queryHorseRing', 'generateReferralCode']) {
    await call('GET', `/api/member/invite/${path}`, { token });
  }
  await call('GET', '/api/member/invite/queryInviteBetAwardList?current=2&size=5', { token });
  await call('GET', '/api/member/invite/queryInviteDepAward?beginDate=2026-01-01&endDate=2026-12-31', { token });
  await call('POST', '/api/member/invite/drawAward', { token, body: { drawNo: 'd-conformance-1' } });
  await call('POST', '/api/member/invite/drawAward', { token, body: { drawNo: 'x' } });
  await call('POST', '/api/member/invite/claimAward', { token, body: { awardType: 1 } });
  await call('POST', '/api/member/invite/claimAward', { token, body: { awardType: 1 } });
  await call('POST', '/api/member/invite/claimAward', { token: SEED_TOKENS.nomobile01, body: {} });
}
