import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { call, type Json, WARM_UP_MS } from '../testing/client';
import { WithdrawCode } from './withdrawals-codes';
import { LOTUS, balanceOf, bankOrder, encryptedPassword, warmUp } from './withdrawals-test-client';

describe('withdraw channels', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('lists the bank, USDT and EBPay channels named in the request language', async () => {
    const list = async (language?: string) => {
      const headers: Record<string, string> = { authorization: LOTUS };
      if (language) headers.language = language;
      return ((await (await fetch('http://lotus.test/api/fund/wd-channel/list', { headers })).json()) as Json).data as Json[];
    };
    const vi = await list('vi-VI');
    expect(vi.map((c) => [c.id, c.withdrawType])).toEqual([[201, 1], [202, 2], [203, 3]]);
    expect(vi[0].name).toBe('Rút về ngân hàng');
    expect((await list('zh-CN'))[0].name).toBe('提现到银行卡');
    expect((await list('en-US'))[2].name).toBe('EBPay wallet');
  });

  it('gives a channel its limits, the USDT rate and the member’s withdrawable balance', async () => {
    const usdt = await call('GET', '/api/fund/wd-channel/content?channelId=202', { token: LOTUS });
    expect(usdt.data).toMatchObject({ id: 202, minAmount: 500_000, exchangeRate: 25_100, withdrawableAmount: await balanceOf() });
    expect((await call('GET', '/api/fund/wd-channel/content?channelId=999', { token: LOTUS })).code).toBe(WithdrawCode.channelUnavailable);
    expect((await call('GET', '/api/fund/wd-channel/largeWithdrawLimit/get', { token: LOTUS })).data).toEqual({ limitAmount: 100_000_000, currency: 'VND', reviewHours: 24 });
  });
});

describe('creating a withdrawal', () => {
  it('holds the amount and answers the order with the masked receiving account', async () => {
    const before = await balanceOf();
    const answer = await bankOrder(300_000);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ orderStatus: 0, amount: 300_000, withdrawType: 1, account: { name: 'Vietcombank', accountNo: '**** **** **** 5678' } });
    expect(answer.data.orderNo).toMatch(/^WD\d{18}$/);
    expect(await balanceOf()).toBe(before - 300_000);
    const found = await call('POST', '/api/fund/withdraw/getOrder', { token: LOTUS, body: { orderNo: answer.data.orderNo } });
    expect(found.data).toMatchObject({ orderNo: answer.data.orderNo, orderStatus: 0 });
  });

  it('refuses a wrong password with the spec code and message, and locks after five in a row', async () => {
    const before = await balanceOf();
    const wrong = await bankOrder(300_000, { digits: '000000' });
    expect(wrong).toEqual({ code: 1007000002, msg: 'Mật khẩu rút tiền không đúng', data: null });
    for (let i = 0; i < 3; i++) expect((await bankOrder(300_000, { digits: '000000' })).code).toBe(WithdrawCode.wrongPassword);
    expect((await bankOrder(300_000, { digits: '000000' })).code).toBe(WithdrawCode.passwordTries);
    expect((await bankOrder(300_000)).code).toBe(WithdrawCode.passwordTries);
    expect(await balanceOf()).toBe(before);
  });

  it('refuses clear digits and a ciphertext of another key', async () => {
    const clear = await call('POST', '/api/fund/withdraw/orderV2', { token: LOTUS, body: { channelId: 201, amount: 300_000, bankCardId: 3001, withdrawPwd: '135790' } });
    expect(clear.code).toBe(WithdrawCode.wrongPassword);
  });

  it('checks the channel limits, the balance, the account and the lock', async () => {
    expect(await bankOrder(100_000)).toMatchObject({ code: WithdrawCode.belowMinimum, msg: 'Số tiền rút thấp hơn mức tối thiểu 200.000' });
    expect(await bankOrder(600_000_000)).toMatchObject({ code: WithdrawCode.aboveMaximum, msg: 'Số tiền rút vượt quá mức tối đa 500.000.000' });
    expect((await bankOrder((await balanceOf()) + 1)).code).toBe(WithdrawCode.insufficientBalance);
    expect((await bankOrder(300_000, { bankCardId: 3003 })).code).toBe(WithdrawCode.accountNotFound);
    const locked = SEED_TOKENS.lockedwd01;
    expect((await bankOrder(300_000, { token: locked, bankCardId: 3004 })).code).toBe(WithdrawCode.locked);
  });

  it('creates one order when two requests race, and refuses a second while one is open', async () => {
    const pwd = await encryptedPassword();
    const body = { channelId: 201, amount: 250_000, bankCardId: 3001, withdrawPwd: pwd };
    const answers = await Promise.all([1, 2].map(() => call('POST', '/api/fund/withdraw/orderV2', { token: LOTUS, body })));
    expect(answers.map((a) => a.code as number).sort((a, b) => a - b)).toEqual([200, WithdrawCode.openOrder]);
  });

  it('sends EBPay to the bound wallet account only', async () => {
    const ebpay = async (bankCardId: number) =>
      call('POST', '/api/fund/withdraw/ebpay/orderV2', { token: LOTUS, body: { channelId: 203, amount: 150_000, bankCardId, withdrawPwd: await encryptedPassword() } });
    expect((await ebpay(3001)).code).toBe(WithdrawCode.accountNotFound);
    expect((await ebpay(3003)).data).toMatchObject({ withdrawType: 3, account: { name: 'EBPay' } });
  });

  it('converts a USDT order at the rate', async () => {
    const usdt = await call('POST', '/api/fund/withdraw/usdtOrderV2', {
      token: LOTUS,
      body: { channelId: 202, amount: 1_004_000, cryptoAddressId: 5001, withdrawPwd: await encryptedPassword() },
    });
    expect(usdt.data).toMatchObject({ fee: 10_040, actualAmount: 993_960, usdtAmount: 39.6, exchangeRate: 25_100, account: { name: 'USDT-TRC20', accountNo: 'TXk8rQ...hJ1kLm' } });
  });
});
