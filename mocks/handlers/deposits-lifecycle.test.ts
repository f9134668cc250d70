import { afterEach, describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { openDepositOrderNo, PENDING_DEPOSIT_AMOUNT } from '../scenarios/deposits';
import { call, MOCK_ORIGIN } from '../testing/client';
import { advanceOrder } from './wallet-controls';
import { advanceDepositOrder, DEPOSIT_STEP_MS, depositClock } from './deposits-lifecycle';
import { attachReceipt, bankDeposit, depositBalance, LOTUS, statusOf } from './deposits-test-client';
import { ledgerEntriesOf } from './ledger';

const LOTUS_ID = 10001;

afterEach(() => depositClock.reset());

describe('deposit lifecycle on simulated time', { timeout: 30_000 }, () => {
  it('0 -> 2 on the receipt -> 7 -> 1, crediting amount and gift to the ledger once', async () => {
    const before = await depositBalance();
    const { data: order } = await bankDeposit(1_000_000);
    expect(order).toMatchObject({ status: 0, amount: 1_000_000, giftAmount: 15_000, actualAmount: 1_015_000 });
    depositClock.advance(DEPOSIT_STEP_MS.review * 3);
    expect((await statusOf(order.orderNo)).status).toBe(0);

    expect((await attachReceipt(order.orderNo)).code).toBe(200);
    expect(await statusOf(order.orderNo)).toEqual({ orderNo: order.orderNo, status: 2, rejectReason: null });
    depositClock.advance(DEPOSIT_STEP_MS.confirm);
    expect((await statusOf(order.orderNo)).status).toBe(7);
    expect(await depositBalance()).toBe(before);
    depositClock.advance(DEPOSIT_STEP_MS.review);
    expect((await statusOf(order.orderNo)).status).toBe(1);
    expect(await depositBalance()).toBe(before + 1_015_000);
    // Reading again credits nothing more.
    await statusOf(order.orderNo);
    expect(await depositBalance()).toBe(before + 1_015_000);
    const entries = ledgerEntriesOf(LOTUS_ID).filter((entry) => entry.orderNo === order.orderNo);
    expect(entries.map(({ kind, amount }) => ({ kind, amount }))).toEqual(
      expect.arrayContaining([
        { kind: 'deposit', amount: 1_000_000 },
        { kind: 'depositGift', amount: 15_000 },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('an unpaid order expires (5) after 30 minutes and no longer blocks a new one', async () => {
    const { data: order } = await bankDeposit(300_000);
    expect((await bankDeposit(300_000)).code).toBe(1006000005);
    depositClock.advance(30 * 60_000 + 1_000);
    expect((await statusOf(order.orderNo)).status).toBe(5);
    expect((await bankDeposit(300_000)).code).toBe(200);
  });

  it('C2C is matched (8 -> 0, with the seller as payee); USDT is seen on the chain (0 -> 7)', async () => {
    const c2c = await call('POST', '/api/fund/deposit/c2cOrder', { token: LOTUS, body: { channelId: 104, amount: 1_000_000, bankId: 12 } });
    expect(c2c.data).toMatchObject({ status: 8, payee: null });
    depositClock.advance(DEPOSIT_STEP_MS.match);
    const matched = await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${c2c.data.orderNo}`, { token: LOTUS });
    expect(matched.data).toMatchObject({ status: 0, payee: { accountName: 'TRAN THI BICH' } });
    expect((await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: c2c.data.orderNo } })).code).toBe(200);

    const usdt = await call('POST', '/api/fund/deposit/usdtOrder', { token: LOTUS, body: { channelId: 103, protocol: 'TRC20', usdtAmount: 20 } });
    expect(usdt.data).toMatchObject({ status: 0, amount: 507_000, crypto: { protocol: 'TRC20', usdtAmount: 20, exchangeRate: 25_350 } });
    depositClock.advance(DEPOSIT_STEP_MS.chain);
    expect((await statusOf(usdt.data.orderNo)).status).toBe(7);
  });

  it('advanceDepositOrder ends an open order now: credited, or rejected with the reason in the request language', async () => {
    const before = await depositBalance();
    const { data: first } = await bankDeposit(500_000);
    expect(await advanceDepositOrder(first.orderNo)).toEqual({ orderNo: first.orderNo, status: 1 });
    expect(await depositBalance()).toBe(before + 507_500);
    expect(await advanceOrder(first.orderNo, 'rejected')).toEqual({ orderNo: first.orderNo, status: 1 });

    const { data: second } = await bankDeposit(500_000);
    expect(await advanceOrder(second.orderNo, 'rejected')).toEqual({ orderNo: second.orderNo, status: 6 });
    // Without a Language header the mock answers in Vietnamese, the site's language.
    expect(await statusOf(second.orderNo)).toMatchObject({ status: 6, rejectReason: 'Không tìm thấy khoản chuyển khớp với đơn' });
    const english = await fetch(`${MOCK_ORIGIN}/api/fund/deposit/get-order-status/${second.orderNo}`, { headers: { authorization: LOTUS, Language: 'en-US' } });
    expect((await english.json()).data.rejectReason).toBe('No transfer matching the order was found');
    expect(await depositBalance()).toBe(before + 507_500);
    await expect(advanceDepositOrder('DP0')).rejects.toThrow('No deposit order DP0');
  });

  it('deposit-pending: an open order every lookup agrees on, which the lifecycle then credits', async () => {
    useScenario('deposit-pending');
    const orderNo = openDepositOrderNo(LOTUS_ID);
    const open = await call('POST', '/api/fund/deposit/getOrder', { token: LOTUS });
    expect(open.data).toMatchObject({ orderNo, status: 0, amount: PENDING_DEPOSIT_AMOUNT });
    const before = await depositBalance();
    await attachReceipt(orderNo);
    depositClock.advance(DEPOSIT_STEP_MS.confirm + DEPOSIT_STEP_MS.review);
    expect((await statusOf(orderNo)).status).toBe(1);
    expect(await depositBalance()).toBe(before + open.data.actualAmount);
  });

  it('deposit-rejected: the review of a new order ends 6 and nothing is credited', async () => {
    useScenario('deposit-rejected');
    const before = await depositBalance();
    const { data: order } = await bankDeposit(500_000);
    await attachReceipt(order.orderNo);
    depositClock.advance(DEPOSIT_STEP_MS.confirm + DEPOSIT_STEP_MS.review);
    expect(await statusOf(order.orderNo)).toMatchObject({ status: 6, rejectReason: expect.any(String) });
    expect(await depositBalance()).toBe(before);
  });
});
