import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { openDepositOrderNo } from '../scenarios/deposits';
import { SEED_TOKENS } from '../seed';
import { SEED_CLOSED_DEPOSIT_NO } from '../seed/deposits';
import { call } from '../testing/client';
import { DEPOSIT_ORDER_NOT_FOUND } from './deposits-lookups';

const token = SEED_TOKENS.lotus888;
const LOTUS_ID = 10001;

describe('deposit order lookups', () => {
  it('every lookup needs a session', async () => {
    expect((await call('POST', '/api/fund/deposit/getOrder')).code).toBe(10009);
    expect((await call('GET', `/api/fund/deposit/get-order-status/${SEED_CLOSED_DEPOSIT_NO}`)).code).toBe(10009);
    expect((await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${SEED_CLOSED_DEPOSIT_NO}`)).code).toBe(10009);
  });

  it('lotus888 has only a credited deposit: no open order, status 1, getOrderNo answers null', async () => {
    expect(await call('POST', '/api/fund/deposit/getOrder', { token })).toEqual({ code: 200, msg: 'success', data: null });
    const status = await call('GET', `/api/fund/deposit/get-order-status/${SEED_CLOSED_DEPOSIT_NO}`, { token });
    expect(status.data).toEqual({ orderNo: SEED_CLOSED_DEPOSIT_NO, status: 1, rejectReason: null });
    expect((await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${SEED_CLOSED_DEPOSIT_NO}`, { token })).data).toBeNull();
  });

  it("another member's order number is not found", async () => {
    const answer = await call('GET', `/api/fund/deposit/get-order-status/${SEED_CLOSED_DEPOSIT_NO}`, { token: SEED_TOKENS.nomobile01 });
    expect(answer.code).toBe(DEPOSIT_ORDER_NOT_FOUND);
    expect((await call('GET', '/api/fund/deposit/getOrderNo?orderNo=DP0', { token })).code).toBe(DEPOSIT_ORDER_NOT_FOUND);
  });

  it('deposit-open-order gives the member an open order that every lookup agrees on', async () => {
    useScenario('deposit-open-order');
    const orderNo = openDepositOrderNo(LOTUS_ID);
    const open = await call('POST', '/api/fund/deposit/getOrder', { token });
    expect(open.data).toMatchObject({ orderNo, status: 0, amount: 500000, currency: 'VND' });
    expect(open.data.memberId).toBeUndefined();
    expect((await call('GET', `/api/fund/deposit/get-order-status/${orderNo}`, { token })).data).toEqual({ orderNo, status: 0, rejectReason: null });
    expect((await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${orderNo}`, { token })).data.orderNo).toBe(orderNo);
    // Still only one open order after several calls.
    expect((await call('POST', '/api/fund/deposit/getOrder', { token })).data.orderNo).toBe(orderNo);
  });
});
