// The delivery address and business agent flow through the mock backend (designed calls), successes and designed
// failures, for the conformance test.
import { reviewAgentApplication } from '@mocks/handlers/business-agent';
import { SEED_TOKENS } from '@mocks/seed';
import { call } from '@mocks/testing/client';

const ADDRESS = { receiverName: 'Le Van Binh', mobileArea: '84', mobile: '987650001', provinceCode: '48', districtCode: '4802', detail: '7 Bạch Đằng' };

async function deliveryAddresses(token: string, bare: string): Promise<void> {
  await call('GET', '/api/member/address/regions');
  await call('GET', '/api/member/address/list', { token });
  await call('GET', '/api/member/address/list', { token: bare });
  await call('POST', '/api/member/address/add', { token: bare, body: ADDRESS });
  await call('POST', '/api/member/address/add', { token, body: { ...ADDRESS, mobile: '12345' } });
  await call('POST', '/api/member/address/add', { token, body: { ...ADDRESS, districtCode: '0101' } });
  await call('POST', '/api/member/address/add', { token, body: { ...ADDRESS, detail: ' ' } });
  await call('PUT', '/api/member/address/update', { token, body: { ...ADDRESS, id: 8002, isDefault: true } });
  await call('PUT', '/api/member/address/update', { token, body: { ...ADDRESS, id: 9999 } });
  await call('PUT', '/api/member/address/default', { token, body: { id: 8001 } });
  await call('PUT', '/api/member/address/default', { token, body: { id: 9999 } });
  await call('DELETE', '/api/member/address/delete', { token, body: { id: 8002 } });
  await call('DELETE', '/api/member/address/delete', { token, body: { id: 9999 } });
  await call('GET', '/api/member/address/list');
}

async function businessAgent(token: string): Promise<void> {
  await call('GET', '/api/member/agent/info', { token });
  await call('POST', '/api/member/agent/apply', { token, body: { agentAccount: 'a_ab', contact: 'zalo' } });
  await call('POST', '/api/member/agent/apply', { token, body: { agentAccount: 'a_lotusvip', contact: 'zalo' } });
  await call('POST', '/api/member/agent/apply', { token, body: { agentAccount: 'a_hoasen88', contact: ' ' } });
  await call('POST', '/api/member/agent/apply', { token, body: { agentAccount: 'a_hoasen88', contact: 'telegram @hoasen' } });
  await call('POST', '/api/member/agent/apply', { token, body: { agentAccount: 'a_hoasen99', contact: 'zalo' } });
  await call('GET', '/api/member/agent/info', { token });
  await reviewAgentApplication(10001, 'reject', 'Không liên lạc được');
  await call('GET', '/api/member/agent/info', { token });
  await call('GET', '/api/member/agent/info');
}

export async function addressesBusinessAgentFlow(): Promise<void> {
  await deliveryAddresses(SEED_TOKENS.lotus888, SEED_TOKENS.nomobile01);
  await businessAgent(SEED_TOKENS.lotus888);
}
