import { describe, expect, it } from 'vitest';
import { call, MOCK_ORIGIN } from '../testing/client';
import { DepositCode } from './deposits-codes';
import { attachReceipt, bankDeposit, LOCKED, LOTUS, statusOf, uploadImage } from './deposits-test-client';

const inLanguage = async (path: string, language: string) =>
  (await (await fetch(`${MOCK_ORIGIN}${path}`, { headers: { authorization: LOTUS, Language: language } })).json()).data;

describe('deposit catalogue', { timeout: 30_000 }, () => {
  it('lists the channels by sort with their route (payType), limits and gift rate, named in the request language', async () => {
    expect((await call('GET', '/api/fund/dp-channel/list')).code).toBe(10009);
    const vi = await inLanguage('/api/fund/dp-channel/list', 'vi-VI');
    expect(vi.map((c: { id: number; payType: number }) => [c.id, c.payType])).toEqual([[101, 1], [102, 1], [105, 2], [103, 3], [104, 4]]);
    expect(vi[0]).toMatchObject({ name: 'Chuyển khoản ngân hàng', minAmount: 100_000, maxAmount: 300_000_000, giftRate: 1.5 });
    expect((await inLanguage('/api/fund/dp-channel/list', 'zh-CN'))[0].name).toBe('银行转账');
    expect((await inLanguage('/api/fund/dp-channel/list', 'en-US'))[0].name).toBe('Bank transfer');
  });

  it('answers a channel content (banks, networks, rate, tips) and 1006000004 for an unknown channel', async () => {
    const usdt = await inLanguage('/api/fund/dp-channel/content/103', 'en-US');
    expect(usdt).toMatchObject({ payType: 3, protocols: ['TRC20', 'ERC20'], exchangeRate: 25_350, needReceipt: false });
    expect(usdt.tips).toMatch(/network/);
    const bank = await inLanguage('/api/fund/dp-channel/content/101', 'vi-VI');
    expect(bank).toMatchObject({ exchangeRate: null, needReceipt: true });
    expect(bank.banks.map((b: { bankCode: string }) => b.bankCode)).toEqual(['VCB', 'TCB', 'ACB']);
    expect((await call('GET', '/api/fund/dp-channel/content/999', { token: LOTUS })).code).toBe(DepositCode.channelUnavailable);
  });

  it('answers gift terms, null for a channel without a gift', async () => {
    const gift = await call('GET', '/api/fund/deposit/getChannelDepositGift?channelId=101', { token: LOTUS });
    expect(gift.data).toEqual({ channelId: 101, giftRate: 1.5, maxGiftAmount: 500_000, minDepositAmount: 200_000, turnoverMultiple: 1 });
    expect((await call('GET', '/api/fund/deposit/getChannelDepositGift?channelId=104', { token: LOTUS })).data).toBeNull();
  });

  it('answers the USDT rate by direction, 1006000010 for a currency without one', async () => {
    expect((await call('GET', '/api/fund/crypto/getRate/usdt/VND/1')).data).toMatchObject({ currency: 'VND', rate: 25_350, direction: 1 });
    expect((await call('GET', '/api/fund/crypto/getRate/usdt/VND/2')).data).toMatchObject({ rate: 25_150, direction: 2 });
    expect((await call('GET', '/api/fund/crypto/getRate/usdt/THB/1')).code).toBe(DepositCode.rateUnavailable);
  });
});

describe('deposit orders', { timeout: 30_000 }, () => {
  it('creates a bank transfer order with the payee, reference, fee, gift and expiry', async () => {
    const answer = await bankDeposit(500_000);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ channelId: 101, payType: 1, status: 0, fee: 0, giftAmount: 7_500, actualAmount: 507_500, payee: { accountNo: '19035678901234' } });
    expect(answer.data.orderNo).toMatch(/^DP\d{18}$/);
    expect(answer.data.remark).toBe(`LT${answer.data.orderNo.slice(-4)}`);
    expect(answer.data.memberId).toBeUndefined();
    // Below the gift's minimum deposit, no gift; the e-wallet charges its 1% fee.
    await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: answer.data.orderNo } });
    const wallet = await call('POST', '/api/fund/deposit/order', { token: LOTUS, body: { channelId: 105, amount: 100_000 } });
    expect(wallet.data).toMatchObject({ payType: 2, fee: 1_000, giftAmount: 0, actualAmount: 99_000, payee: { bankName: 'MoMo' } });
  });

  it('refuses in the backend order: locked, channel of another route, below / above the limits, open order, bank', async () => {
    expect((await bankDeposit(500_000, LOCKED)).code).toBe(DepositCode.locked);
    expect((await call('POST', '/api/fund/deposit/order', { token: LOTUS, body: { channelId: 104, amount: 500_000 } })).code).toBe(DepositCode.channelUnavailable);
    const below = await bankDeposit(99_999);
    expect(below).toMatchObject({ code: DepositCode.belowMinimum, msg: 'Số tiền nạp thấp hơn mức tối thiểu 100.000', data: null });
    expect((await bankDeposit(300_000_001)).code).toBe(DepositCode.aboveMaximum);
    expect((await bankDeposit(500_000, LOTUS, { bankId: 99 })).code).toBe(DepositCode.bankNotSupported);
    expect((await bankDeposit(500_000)).code).toBe(200);
    expect((await bankDeposit(500_000)).code).toBe(DepositCode.openOrderExists);
    const usdt = await call('POST', '/api/fund/deposit/usdtOrder', { token: LOTUS, body: { channelId: 103, protocol: 'TRC20', usdtAmount: 20 } });
    expect(usdt.code).toBe(DepositCode.openOrderExists);
  });

  it('attaches a receipt only to an open order of the member, from an image the member uploaded', async () => {
    const { data: order } = await bankDeposit(500_000);
    expect((await uploadImage(new Blob(['x'], { type: 'image/gif' }))).code).toBe(DepositCode.imageRejected);
    const elsewhere = 'https://files.lotus.example/not-uploaded.png';
    expect((await call('POST', '/api/fund/deposit/upload', { token: LOTUS, body: { orderNo: order.orderNo, receiptUrl: elsewhere } })).code).toBe(
      DepositCode.imageRejected,
    );
    expect((await attachReceipt('DP0')).code).toBe(DepositCode.orderNotFound);
    expect((await attachReceipt(order.orderNo, LOCKED)).code).toBe(DepositCode.orderNotFound);
    expect((await attachReceipt(order.orderNo)).code).toBe(200);
    expect((await statusOf(order.orderNo)).status).toBe(2);
    // Cancelling is refused once the receipt is in; a closed order takes no receipt.
    expect((await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: order.orderNo } })).code).toBe(DepositCode.notCancellable);
  });

  it('cancels an unpaid order (4) and refuses an unknown one', async () => {
    const { data: order } = await bankDeposit(500_000);
    expect((await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: 'DP0' } })).code).toBe(DepositCode.orderNotFound);
    expect((await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: order.orderNo } })).code).toBe(200);
    expect((await statusOf(order.orderNo)).status).toBe(4);
    expect((await attachReceipt(order.orderNo)).code).toBe(DepositCode.orderClosed);
    expect((await call('PUT', '/api/fund/deposit/cancel-order', { token: LOTUS, body: { orderNo: order.orderNo } })).code).toBe(DepositCode.notCancellable);
  });
});
