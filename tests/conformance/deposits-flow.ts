// The deposit calls through the mock backend (channels, content, gift, USDT rate, orders of every route, receipt,
// cancel), successes and designed refusals, for the conformance run. Each call checks the code it must answer.
import { advanceOrder } from '@mocks/handlers/wallet-controls';
import { DepositCode } from '@mocks/handlers/deposits-codes';
import { attachReceipt, bankDeposit } from '@mocks/handlers/deposits-test-client';
import { SEED_TOKENS } from '@mocks/seed';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { call, type CallOptions, type Json } from '@mocks/testing/client';

/** `answer`, or the flow fails when the mock did not answer `code`. */
export function must(code: number, answer: Json, what: string): Json {
  if (answer?.code !== code) throw new Error(`${what} answered ${JSON.stringify(answer)}, expected code ${code}`);
  return answer;
}

/** Calls the mock and fails the flow when it does not answer `code`. */
export const expectCode = async (code: number, method: string, path: string, options: CallOptions = {}): Promise<Json> =>
  must(code, await call(method, path, options), `${method} ${path}`);

export async function depositsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await expectCode(10009, 'GET', '/api/fund/dp-channel/list');
  await expectCode(200, 'GET', '/api/fund/dp-channel/list', { token });
  await expectCode(200, 'GET', '/api/fund/dp-channel/content/101', { token });
  await expectCode(200, 'GET', '/api/fund/dp-channel/content/103', { token });
  await expectCode(DepositCode.channelUnavailable, 'GET', '/api/fund/dp-channel/content/999', { token });
  await expectCode(200, 'GET', '/api/fund/deposit/getChannelDepositGift?channelId=101', { token });
  await expectCode(200, 'GET', '/api/fund/deposit/getChannelDepositGift?channelId=104', { token });
  await expectCode(DepositCode.channelUnavailable, 'GET', '/api/fund/deposit/getChannelDepositGift?channelId=999', { token });
  await expectCode(200, 'GET', '/api/fund/crypto/getRate/usdt/VND/1');
  await expectCode(200, 'GET', '/api/fund/crypto/getRate/usdt/VND/2');
  await expectCode(DepositCode.rateUnavailable, 'GET', '/api/fund/crypto/getRate/usdt/THB/1');

  // Bank transfer: refusals in the backend's order, then an order, its receipt, and no second open order.
  must(DepositCode.locked, await bankDeposit(500_000, SEED_TOKENS.lockeddp01), 'a locked member’s deposit');
  must(DepositCode.belowMinimum, await bankDeposit(99_999), 'a deposit below the minimum');
  must(DepositCode.aboveMaximum, await bankDeposit(300_000_001), 'a deposit above the maximum');
  must(DepositCode.bankNotSupported, await bankDeposit(500_000, token, { bankId: 99 }), 'a deposit from a bank not offered');
  const bank = must(200, await bankDeposit(500_000), 'a bank transfer deposit').data as Json;
  must(DepositCode.openOrderExists, await bankDeposit(500_000), 'a second open deposit');
  const notUploaded = { orderNo: bank.orderNo, receiptUrl: 'https://files.lotus.example/not-uploaded.png' };
  await expectCode(DepositCode.imageRejected, 'POST', '/api/fund/deposit/upload', { token, body: notUploaded });
  must(DepositCode.orderNotFound, await attachReceipt('DP0'), 'a receipt for an unknown order');
  must(200, await attachReceipt(bank.orderNo), 'the receipt of the open order');
  await expectCode(DepositCode.notCancellable, 'PUT', '/api/fund/deposit/cancel-order', { token, body: { orderNo: bank.orderNo } });
  await advanceOrder(bank.orderNo, 'success');
  must(DepositCode.orderClosed, await attachReceipt(bank.orderNo), 'a receipt for a credited order');

  // USDT and C2C orders, each cancelled while unpaid.
  const usdtBody = { channelId: 103, protocol: 'TRC20', usdtAmount: 20 };
  const usdt = (await expectCode(200, 'POST', '/api/fund/deposit/usdtOrder', { token, body: usdtBody })).data as Json;
  await expectCode(200, 'PUT', '/api/fund/deposit/cancel-order', { token, body: { orderNo: usdt.orderNo } });
  const c2cBody = { channelId: 104, amount: 1_000_000, bankId: 12 };
  const c2c = (await expectCode(200, 'POST', '/api/fund/deposit/c2cOrder', { token, body: c2cBody })).data as Json;
  await expectCode(200, 'GET', `/api/fund/deposit/get-order-status/${c2c.orderNo}`, { token });
  await expectCode(200, 'PUT', '/api/fund/deposit/cancel-order', { token, body: { orderNo: c2c.orderNo } });
  await expectCode(DepositCode.notCancellable, 'PUT', '/api/fund/deposit/cancel-order', { token, body: { orderNo: c2c.orderNo } });
  await expectCode(DepositCode.orderNotFound, 'PUT', '/api/fund/deposit/cancel-order', { token, body: { orderNo: 'DP0' } });
}

/** The order lookups of the /deposit guard, with and without an open order. */
export async function depositLookupsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('POST', '/api/fund/deposit/getOrder', { token });
  await call('POST', '/api/fund/deposit/getOrder');
  await call('GET', `/api/fund/deposit/get-order-status/${SEED_CLOSED_DEPOSIT_NO}`, { token });
  await call('GET', '/api/fund/deposit/get-order-status/DP0', { token });
  await call('GET', `/api/fund/deposit/getOrderNo?orderNo=${SEED_CLOSED_DEPOSIT_NO}`, { token });
  await call('GET', '/api/fund/deposit/getOrderNo?orderNo=DP0', { token });
}
