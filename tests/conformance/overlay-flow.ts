// The shell overlays and the tab bar through the mock backend: guide check and click, live-chat lines, support
// channels, callback config and requests (success and each refusal), and the unread letter count.
import { SEED_TOKENS } from '@mocks/seed';
import { call } from '@mocks/testing/client';

export async function overlayFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('POST', '/api/operation/tutorial/config/checkClick', { body: { guideCode: 'sports_home' } });
  await call('POST', '/api/operation/tutorial/config/checkClick', { body: { guideCode: 'sports_home', click: true } });
  await call('POST', '/api/operation/tutorial/config/checkClick', { token, body: { guideCode: 'sports_home' } });
  await call('POST', '/api/operation/tutorial/config/checkClick', { body: {} });
  await call('GET', '/api/live/video/queryCustomerLineSwitch');
  await call('GET', '/api/operation/customer/channel/list');
  await call('GET', '/api/operation/vipphoneback/config?tenantId=1&vipLevel=2', { token });
  await call('GET', '/api/operation/vipphoneback/config?tenantId=1&vipLevel=2');
  const request = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: 'Gọi sau 18h', mobile: '912345678', mobileArea: '84' };
  await call('POST', '/api/operation/vipphoneback/add', { token, body: request });
  await call('POST', '/api/operation/vipphoneback/add', { token, body: request });
  await call('POST', '/api/operation/vipphoneback/add', { token, body: { ...request, mobile: '12', mobileArea: '86' } });
  await call('POST', '/api/operation/vipphoneback/add', { token: SEED_TOKENS.nomobile01, body: { ...request, userName: 'nomobile01' } });
  await call('GET', '/api/operation/letter/config/queryLetterCount', { token });
  await call('GET', '/api/operation/letter/config/queryLetterCount');
}
