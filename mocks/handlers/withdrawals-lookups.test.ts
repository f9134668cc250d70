import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { openWithdrawOrderNo } from '../scenarios/withdrawals-open-order';
import { SEED_TOKENS } from '../seed';
import { SEED_CLOSED_WITHDRAW_NO } from '../seed/withdrawals';
import { call } from '../testing/client';
import { WITHDRAW_ORDER_NOT_FOUND } from './withdrawals-lookups';

const token = SEED_TOKENS.lotus888;
const LOTUS_ID = 10001;

describe('withdraw getOrder', () => {
  it('needs a session', async () => {
    expect((await call('POST', '/api/fund/withdraw/getOrder', { body: { orderNo: '' } })).code).toBe(10009);
  });

  it('answers an order by number, 1007000011 for an unknown one', async () => {
    const order = await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: SEED_CLOSED_WITHDRAW_NO } });
    expect(order.data).toMatchObject({ orderNo: SEED_CLOSED_WITHDRAW_NO, orderStatus: 2 });
    expect((await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: 'WD0' } })).code).toBe(WITHDRAW_ORDER_NOT_FOUND);
  });

  it("without a number answers the member's latest order, or null when there is none", async () => {
    expect((await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: '' } })).data.orderNo).toBe(SEED_CLOSED_WITHDRAW_NO);
    expect((await call('POST', '/api/fund/withdraw/getOrder', { token: SEED_TOKENS.nomobile01, body: { orderNo: '' } })).data).toBeNull();
  });

  it('withdraw-open-order makes the latest order an open one (orderStatus 0)', async () => {
    useScenario('withdraw-open-order');
    const latest = await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: '' } });
    expect(latest.data).toMatchObject({ orderNo: openWithdrawOrderNo(LOTUS_ID), orderStatus: 0 });
  });
});
