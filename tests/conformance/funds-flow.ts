// The order lookups of the /deposit and /withdraw guard, with and without open orders, for the conformance run.
import { SEED_TOKENS } from '@mocks/seed';
import { SEED_CLOSED_DEPOSIT_NO, SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/funds';
import { call } from '@mocks/testing/client';

export async function fundsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('POST', '/api/fund/deposit/getOrder', { token });
  await call('POST', '/api/fund/deposit/getOrder');
  await call('GET', `/api/fund/deposit/get-order-status/${SEED_CLOSED_DEPOSIT_NO}`, { token });
  await call('GET', '/api/fund/deposit/get-order-status/DP0', { token });
  await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${SEED_CLOSED_DEPOSIT_NO}`, { token });
  await call('GET', '/api/fund/deposit/getOrderNo?orderNo=DP0', { token });
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: '' } });
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: SEED_CLOSED_WITHDRAW_NO } });
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: 'WD0' } });
  await call('POST', '/api/fund/withdraw/getOrder', { token: SEED_TOKENS.nomobile01, body: { orderNo: '' } });
}
