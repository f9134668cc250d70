import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { openDepositOrderNo, openWithdrawOrderNo } from '../scenarios/funds';
import { SEED_TOKENS } from '../seed';
import { SEED_CLOSED_DEPOSIT_NO, SEED_CLOSED_WITHDRAW_NO } from '../seed/funds';
import { call } from '../testing/client';
import { DEPOSIT_ORDER_NOT_FOUND, WITHDRAW_ORDER_NOT_FOUND } from './funds-orders';

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
