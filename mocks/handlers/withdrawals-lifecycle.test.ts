import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { call, WARM_UP_MS } from '../testing/client';
import { WithdrawCode } from './withdrawals-codes';
import { WITHDRAW_TIMING, advanceWithdrawOrder, scheduledStatus } from './withdrawals-lifecycle';
import { LOTUS, balanceOf, bankOrder, encryptedPassword, warmUp } from './withdrawals-test-client';

const status = async (orderNo: string) => (await call('GET', `/api/fund/withdraw/get-order-status/${orderNo}`, { token: LOTUS })).data?.orderStatus as number;
const confirm = (orderNo: string) => call('POST', '/api/fund/withdraw/confirmOrder', { token: LOTUS, body: { orderNo } });
const ledgerKinds = (orderNo: string) => db.ledgerEntries.findMany((q) => q.where({ orderNo })).map((entry) => [entry.kind, entry.amount]);

afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawal lifecycle', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('schedules review, payout, and for EBPay the confirmation; large orders are reviewed longer', () => {
    const { reviewMs, largeReviewMs, payoutMs } = WITHDRAW_TIMING;
    expect(scheduledStatus(1, 0, false, reviewMs - 1)).toBe(0);
    expect(scheduledStatus(1, 0, false, reviewMs)).toBe(1);
    expect(scheduledStatus(1, 0, false, reviewMs + payoutMs)).toBe(2);
    expect(scheduledStatus(3, 0, false, reviewMs + payoutMs)).toBe(4);
    expect(scheduledStatus(1, 0, true, reviewMs + payoutMs)).toBe(0);
    expect(scheduledStatus(1, 0, true, largeReviewMs + payoutMs)).toBe(2);
  });

  it('pays a bank order out as simulated time passes, keeping the amount spent', async () => {
    const before = await balanceOf();
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = (await bankOrder(400_000)).data;
    expect(await status(order.orderNo)).toBe(0);
    vi.setSystemTime(Date.now() + WITHDRAW_TIMING.reviewMs);
    expect(await status(order.orderNo)).toBe(1);
    vi.setSystemTime(Date.now() + WITHDRAW_TIMING.payoutMs);
    expect(await status(order.orderNo)).toBe(2);
    expect(await balanceOf()).toBe(before - 400_000);
    expect(ledgerKinds(order.orderNo)).toEqual([['withdraw', -400_000]]);
  });

  it('gives a returned order’s amount back once, with the reason', async () => {
    const before = await balanceOf();
    const order = (await bankOrder(400_000)).data;
    expect(await advanceWithdrawOrder(order.orderNo, 'returned')).toEqual({ orderNo: order.orderNo, status: 3 });
    expect(await advanceWithdrawOrder(order.orderNo, 'returned')).toEqual({ orderNo: order.orderNo, status: 3 });
    expect(await balanceOf()).toBe(before);
    expect(ledgerKinds(order.orderNo)).toEqual([['withdraw', -400_000], ['withdrawReturn', 400_000]]);
    const found = await call('POST', '/api/fund/withdraw/getOrder', { token: LOTUS, body: { orderNo: order.orderNo } });
    expect(found.data.remark).not.toBe('');
    await expect(advanceWithdrawOrder('WD-none')).rejects.toThrow('No withdrawal order');
  });

  it('asks the EBPay receiver to confirm, once', async () => {
    const body = { channelId: 203, amount: 150_000, bankCardId: 3003, withdrawPwd: await encryptedPassword() };
    const order = (await call('POST', '/api/fund/withdraw/ebpay/orderV2', { token: LOTUS, body })).data;
    expect((await confirm(order.orderNo)).code).toBe(WithdrawCode.notAwaitingConfirmation);
    expect(await advanceWithdrawOrder(order.orderNo)).toEqual({ orderNo: order.orderNo, status: 4 });
    const confirmed = await confirm(order.orderNo);
    expect(confirmed.data).toMatchObject({ orderNo: order.orderNo, orderStatus: 2 });
    expect((await confirm(order.orderNo)).code).toBe(WithdrawCode.notAwaitingConfirmation);
    expect((await confirm('WD-none')).code).toBe(WithdrawCode.orderNotFound);
  });
});
