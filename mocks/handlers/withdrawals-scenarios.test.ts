import { beforeAll, describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { PENDING_WITHDRAW_AMOUNT, pendingWithdrawOrderNo } from '../scenarios/withdrawals';
import { call, WARM_UP_MS } from '../testing/client';
import { WithdrawCode } from './withdrawals-codes';
import { advanceWithdrawOrder } from './withdrawals-lifecycle';
import { LOTUS, balanceOf, bankOrder, warmUp } from './withdrawals-test-client';

const LOTUS_ID = 10001;

describe('withdrawal scenarios', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('withdraw-pending: an open order in review holds its amount until a control returns it', async () => {
    const before = await balanceOf();
    useScenario('withdraw-pending');
    const latest = await call('POST', '/api/fund/withdraw/getOrder', { token: LOTUS, body: { orderNo: '' } });
    expect(latest.data).toMatchObject({ orderNo: pendingWithdrawOrderNo(LOTUS_ID), orderStatus: 0 });
    expect(await balanceOf()).toBe(before - PENDING_WITHDRAW_AMOUNT);
    expect((await bankOrder(300_000)).code).toBe(WithdrawCode.openOrder);
    await advanceWithdrawOrder(pendingWithdrawOrderNo(LOTUS_ID), 'returned');
    expect(await balanceOf()).toBe(before);
  });

  it('withdraw-no-destination: no card, EBPay account or address is left to withdraw to', async () => {
    useScenario('withdraw-no-destination');
    expect((await call('GET', '/api/user/bankcard/list', { token: LOTUS })).data).toEqual([]);
    expect((await call('GET', '/api/user/cryptocy/list?currency=USDT', { token: LOTUS })).data).toEqual([]);
    expect((await bankOrder(300_000)).code).toBe(WithdrawCode.accountNotFound);
  });

  it('withdraw-no-password: the profile has none and an order is refused until one is set', async () => {
    useScenario('withdraw-no-password');
    expect((await call('GET', '/api/member/get', { token: LOTUS })).data.hasWithdrawPwd).toBe(false);
    expect((await bankOrder(300_000)).code).toBe(WithdrawCode.passwordNotSet);
  });
});
