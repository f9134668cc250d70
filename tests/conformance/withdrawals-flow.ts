// The withdrawal calls through the mock backend (channels, content, the large-withdrawal limit, orders by bank card,
// USDT and EBPay with the RSA-encrypted withdraw password, status, EBPay confirmation), successes and designed
// refusals, for the conformance run.
import { advanceOrder } from '@mocks/handlers/wallet-controls';
import { WithdrawCode } from '@mocks/handlers/withdrawals-codes';
import { bankOrder, encryptedPassword } from '@mocks/handlers/withdrawals-test-client';
import { SEED_TOKENS } from '@mocks/seed';
import { SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/withdrawals';
import { call, type Json } from '@mocks/testing/client';
import { expectCode, must } from './deposits-flow';

export async function withdrawalsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await expectCode(200, 'GET', '/api/fund/wd-channel/list', { token });
  for (const channelId of [201, 202, 203]) await expectCode(200, 'GET', `/api/fund/wd-channel/content?channelId=${channelId}`, { token });
  await expectCode(WithdrawCode.channelUnavailable, 'GET', '/api/fund/wd-channel/content?channelId=999', { token });
  await expectCode(200, 'GET', '/api/fund/wd-channel/largeWithdrawLimit/get', { token });

  // Bank card: refusals in the backend's order, then an order held while it is open.
  must(WithdrawCode.locked, await bankOrder(300_000, { token: SEED_TOKENS.lockedwd01, bankCardId: 3004 }), 'a locked member’s withdrawal');
  must(WithdrawCode.accountNotFound, await bankOrder(300_000, { bankCardId: 3003 }), 'a withdrawal to an EBPay account by bank card');
  must(WithdrawCode.belowMinimum, await bankOrder(100_000), 'a withdrawal below the minimum');
  must(WithdrawCode.insufficientBalance, await bankOrder(2_000_000), 'a withdrawal above the balance');
  must(WithdrawCode.wrongPassword, await bankOrder(300_000, { digits: '000000' }), 'a withdrawal with a wrong password');
  const bank = must(200, await bankOrder(300_000), 'a bank card withdrawal').data as Json;
  must(WithdrawCode.openOrder, await bankOrder(300_000), 'a second open withdrawal');
  await expectCode(200, 'GET', `/api/fund/withdraw/get-order-status/${bank.orderNo}`, { token });
  await expectCode(WithdrawCode.orderNotFound, 'GET', '/api/fund/withdraw/get-order-status/WD0', { token });
  await advanceOrder(bank.orderNo, 'paid');

  // USDT to the bound address, converted at the rate.
  const usdtBody = { channelId: 202, amount: 500_000, cryptoAddressId: 5001, withdrawPwd: await encryptedPassword() };
  const usdt = (await expectCode(200, 'POST', '/api/fund/withdraw/usdtOrderV2', { token, body: usdtBody })).data as Json;
  await advanceOrder(usdt.orderNo, 'returned');

  // EBPay: only to the bound wallet; paid out, it waits for the receiver's confirmation.
  const ebpayTo = async (bankCardId: number) => ({ channelId: 203, amount: 150_000, bankCardId, withdrawPwd: await encryptedPassword() });
  await expectCode(WithdrawCode.accountNotFound, 'POST', '/api/fund/withdraw/ebpay/orderV2', { token, body: await ebpayTo(3001) });
  const ebpay = (await expectCode(200, 'POST', '/api/fund/withdraw/ebpay/orderV2', { token, body: await ebpayTo(3003) })).data as Json;
  const confirm = { token, body: { orderNo: ebpay.orderNo } };
  await expectCode(WithdrawCode.notAwaitingConfirmation, 'POST', '/api/fund/withdraw/confirmOrder', confirm);
  await advanceOrder(ebpay.orderNo, 'paid');
  await expectCode(200, 'POST', '/api/fund/withdraw/confirmOrder', confirm);
  await expectCode(WithdrawCode.orderNotFound, 'POST', '/api/fund/withdraw/confirmOrder', { token, body: { orderNo: 'WD0' } });
}

/** The order lookup of the /withdraw guard, with and without an order. */
export async function withdrawalLookupsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: '' } });
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: SEED_CLOSED_WITHDRAW_NO } });
  await call('POST', '/api/fund/withdraw/getOrder', { token, body: { orderNo: 'WD0' } });
  await call('POST', '/api/fund/withdraw/getOrder', { token: SEED_TOKENS.nomobile01, body: { orderNo: '' } });
}
