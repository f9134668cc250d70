// Main API contract cases of withdrawals: the channels, one channel's allowances, the large-withdrawal limit, an
// order by each route with the withdraw password RSA-encrypted by the app (the pact matches the ciphertext, never
// digits), the refusals a player meets, and the order, its status and the confirmation of receipt on
// /withdrawalInformation.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { encryptWithdrawPassword } from '@/shared/withdraw-password/withdraw-password-crypto';
import {
  confirmWithdrawOrder,
  createBankWithdrawOrder,
  createEbpayWithdrawOrder,
  createUsdtWithdrawOrder,
  getLargeWithdrawLimit,
  getWithdrawChannelContent,
  getWithdrawChannels,
  getWithdrawOrder,
  getWithdrawOrderStatus,
} from '@/shared/api/generated/main/withdraw/withdraw';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { BANK_WITHDRAWAL, EBPAY_WITHDRAWAL, WALLET_PARAM, WALLET_STATE, LOTUS_WITHDRAW_PWD } from '../support/wallet-states';
import { STATE } from '../support/states';
import { EXAMPLE_CIPHERTEXT, EXAMPLE_PUBLIC_KEY } from './account-security';
import { encryptedPassword, EXAMPLE_WITHDRAW_NO, walletAnswers, walletRefused, pathWithOrderNo, stateOrderNo, withdrawOrder } from './wallet-case';

/** Reading channels and looking up orders needs nothing but a session; orders need the withdraw password too. */
const session = STATE.loggedIn;
const ready = WALLET_STATE.walletReady;
const inReview = WALLET_STATE.withdrawInReview;
const USDT_WITHDRAWAL = { channelId: 202, amount: 500_000, cryptoAddressId: 5001 } as const;
const password = encryptedPassword(WALLET_PARAM.withdrawPwd, EXAMPLE_CIPHERTEXT);
const wrongPassword = encryptedPassword(WALLET_PARAM.wrongWithdrawPwd, EXAMPLE_CIPHERTEXT);
/** What the app sends: the digits encrypted with the key getPublicKey gave it (a fresh ciphertext every time). */
const encrypted = (digits = LOTUS_WITHDRAW_PWD) => {
  const ciphertext = encryptWithdrawPassword(EXAMPLE_PUBLIC_KEY, digits);
  expect(ciphertext).not.toContain(digits);
  return ciphertext;
};
const bankOrder = (amount: number = BANK_WITHDRAWAL.amount) => ({ ...BANK_WITHDRAWAL, amount, withdrawPwd: encrypted() });

const channelCases: ContractCase[] = [
  walletAnswers({
    name: 'withdraw channels list the bank card, USDT and EBPay routes with their limits',
    state: session,
    description: 'a request of lotus888 for the withdrawal channels',
    method: 'GET',
    path: '/api/fund/wd-channel/list',
    response: mainSuccess(
      M.eachLike({ id: M.integer(201), name: M.like('Rút về ngân hàng'), withdrawType: M.integer(1), currency: M.like('VND'), minAmount: M.number(200_000), maxAmount: M.number(500_000_000), feeRate: M.number(0), sort: M.integer(1) }),
    ),
    call: getWithdrawChannels,
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 201, withdrawType: 1 }),
  }),
  walletAnswers({
    name: 'withdraw channel content gives the bank card form its limits and what may be withdrawn now',
    state: session,
    description: 'a request of lotus888 for the content of withdrawal channel 201 (bank card)',
    method: 'GET',
    path: '/api/fund/wd-channel/content',
    query: { channelId: '201' },
    response: mainSuccess({
      id: 201,
      withdrawType: 1,
      currency: 'VND',
      minAmount: M.number(200_000),
      maxAmount: M.number(500_000_000),
      feeRate: M.number(0),
      dailyTimes: M.integer(5),
      dailyTimesUsed: M.integer(0),
      withdrawableAmount: M.number(1_250_000),
      turnoverRemaining: M.number(0),
      tips: M.like('Tiền sẽ về tài khoản trong 5-30 phút.'),
    }),
    call: () => getWithdrawChannelContent({ channelId: 201 }),
    check: (result) => expect(result.data).toMatchObject({ id: 201, withdrawableAmount: 1_250_000 }),
  }),
  walletAnswers({
    name: 'large withdraw limit gives the amount from which orders go to manual review',
    state: session,
    description: 'a request of lotus888 for the large-withdrawal limit',
    method: 'GET',
    path: '/api/fund/wd-channel/largeWithdrawLimit/get',
    response: mainSuccess({ limitAmount: M.number(100_000_000), currency: 'VND', reviewHours: M.integer(24) }),
    call: getLargeWithdrawLimit,
    check: (result) => expect(result.data?.limitAmount).toBe(100_000_000),
  }),
];

const ORDER_V2 = '/api/fund/withdraw/orderV2';
const orderCases: ContractCase[] = [
  walletAnswers({
    name: 'withdraw order to a bank card holds the amount and answers the order in review',
    state: ready,
    description: 'a withdrawal of 300 000 VND by lotus888 to bank card 3001 with its encrypted withdraw password',
    method: 'POST',
    path: ORDER_V2,
    body: { ...BANK_WITHDRAWAL, withdrawPwd: password },
    response: mainSuccess(withdrawOrder({ channelId: 201, withdrawType: 1, orderStatus: 0, amount: 300_000, account: 'Vietcombank' })),
    call: () => createBankWithdrawOrder(bankOrder()),
    check: (result) => expect(result.data).toMatchObject({ orderStatus: 0, amount: 300_000 }),
  }),
  walletRefused(1007000002, 'Mật khẩu rút tiền không đúng', {
    name: 'withdraw order with a wrong withdraw password is refused with 1007000002',
    state: ready,
    description: 'a withdrawal of 300 000 VND by lotus888 to bank card 3001 with a wrong encrypted withdraw password',
    method: 'POST',
    path: ORDER_V2,
    body: { ...BANK_WITHDRAWAL, withdrawPwd: wrongPassword },
    call: () => createBankWithdrawOrder({ ...BANK_WITHDRAWAL, withdrawPwd: encrypted('246810') }),
  }),
  walletRefused(1007000003, 'Số dư không đủ', {
    name: 'withdraw order above the balance is refused with 1007000003',
    state: ready,
    description: 'a withdrawal of 5 000 000 VND by lotus888, who holds 1 250 000 VND',
    method: 'POST',
    path: ORDER_V2,
    body: { ...BANK_WITHDRAWAL, amount: 5_000_000, withdrawPwd: password },
    call: () => createBankWithdrawOrder(bankOrder(5_000_000)),
  }),
  walletRefused(1007000009, 'Bạn có lệnh rút tiền đang xử lý', {
    name: 'withdraw order while another is in review is refused with 1007000009',
    state: inReview,
    description: 'a second withdrawal by lotus888 while one is in review',
    method: 'POST',
    path: ORDER_V2,
    body: { ...BANK_WITHDRAWAL, withdrawPwd: password },
    call: () => createBankWithdrawOrder(bankOrder()),
  }),
  walletAnswers({
    name: 'withdraw order to a USDT address answers the USDT amount at the order rate',
    state: ready,
    description: 'a withdrawal of 500 000 VND by lotus888 to USDT address 5001 with its encrypted withdraw password',
    method: 'POST',
    path: '/api/fund/withdraw/usdtOrderV2',
    body: { ...USDT_WITHDRAWAL, withdrawPwd: password },
    response: mainSuccess({
      ...withdrawOrder({ channelId: 202, withdrawType: 2, orderStatus: 0, amount: 500_000, account: 'USDT-TRC20' }),
      usdtAmount: M.number(19.68),
      exchangeRate: M.number(25_150),
    }),
    call: () => createUsdtWithdrawOrder({ ...USDT_WITHDRAWAL, withdrawPwd: encrypted() }),
    check: (result) => expect(result.data).toMatchObject({ withdrawType: 2, exchangeRate: 25_150 }),
  }),
  walletAnswers({
    name: 'withdraw order to an EBPay account answers the order in review',
    state: ready,
    description: 'a withdrawal of 200 000 VND by lotus888 to EBPay account 3003 with its encrypted withdraw password',
    method: 'POST',
    path: '/api/fund/withdraw/ebpay/orderV2',
    body: { ...EBPAY_WITHDRAWAL, withdrawPwd: password },
    response: mainSuccess(withdrawOrder({ channelId: 203, withdrawType: 3, orderStatus: 0, amount: 200_000, account: 'EBPay' })),
    call: () => createEbpayWithdrawOrder({ ...EBPAY_WITHDRAWAL, withdrawPwd: encrypted() }),
    check: (result) => expect(result.data).toMatchObject({ withdrawType: 3, orderStatus: 0 }),
  }),
];

const STATUS = '/api/fund/withdraw/get-order-status';
const UNKNOWN = 'WD000000000000000000';
const infoCases: ContractCase[] = [
  walletAnswers({
    name: 'withdraw order status of an order in review is 0',
    state: inReview,
    description: 'a status poll of lotus888 for its withdrawal in review',
    method: 'GET',
    path: pathWithOrderNo(STATUS, EXAMPLE_WITHDRAW_NO),
    response: mainSuccess({ orderNo: stateOrderNo(EXAMPLE_WITHDRAW_NO), orderStatus: 0 }),
    call: () => getWithdrawOrderStatus(EXAMPLE_WITHDRAW_NO),
    check: (result) => expect(result.data?.orderStatus).toBe(0),
  }),
  walletRefused(1007000011, 'Không tìm thấy lệnh rút tiền', {
    name: 'withdraw order status of an unknown order is refused with 1007000011',
    state: session,
    description: `a status poll of lotus888 for withdrawal ${UNKNOWN}, which does not exist`,
    method: 'GET',
    path: `${STATUS}/${UNKNOWN}`,
    call: () => getWithdrawOrderStatus(UNKNOWN),
  }),
  walletAnswers({
    name: 'withdraw getOrder gives the order in review by number',
    state: inReview,
    description: 'a request of lotus888 for its withdrawal in review by number',
    method: 'POST',
    path: '/api/fund/withdraw/getOrder',
    body: { orderNo: stateOrderNo(EXAMPLE_WITHDRAW_NO) },
    response: mainSuccess(withdrawOrder({ channelId: 201, withdrawType: 1, orderStatus: 0, amount: 300_000, account: 'Vietcombank' })),
    call: () => getWithdrawOrder({ orderNo: EXAMPLE_WITHDRAW_NO }),
    check: (result) => expect(result.data).toMatchObject({ orderStatus: 0, amount: 300_000 }),
  }),
  walletRefused(1007000011, 'Không tìm thấy lệnh rút tiền', {
    name: 'withdraw getOrder of an unknown order is refused with 1007000011',
    state: session,
    description: `a request of lotus888 for withdrawal ${UNKNOWN}, which does not exist`,
    method: 'POST',
    path: '/api/fund/withdraw/getOrder',
    body: { orderNo: UNKNOWN },
    call: () => getWithdrawOrder({ orderNo: UNKNOWN }),
  }),
  walletAnswers({
    name: 'withdraw confirmOrder completes an EBPay withdrawal awaiting confirmation',
    state: WALLET_STATE.withdrawAwaitingConfirmation,
    description: 'lotus888 confirming the receipt of its paid EBPay withdrawal',
    method: 'POST',
    path: '/api/fund/withdraw/confirmOrder',
    body: { orderNo: stateOrderNo(EXAMPLE_WITHDRAW_NO) },
    response: mainSuccess(withdrawOrder({ channelId: 203, withdrawType: 3, orderStatus: 2, amount: 200_000, account: 'EBPay' })),
    call: () => confirmWithdrawOrder({ orderNo: EXAMPLE_WITHDRAW_NO }),
    check: (result) => expect(result.data?.orderStatus).toBe(2),
  }),
  walletRefused(1007000012, 'Lệnh rút tiền không ở trạng thái chờ xác nhận', {
    name: 'withdraw confirmOrder of an order still in review is refused with 1007000012',
    state: inReview,
    description: 'lotus888 confirming the receipt of its withdrawal still in review',
    method: 'POST',
    path: '/api/fund/withdraw/confirmOrder',
    body: { orderNo: stateOrderNo(EXAMPLE_WITHDRAW_NO) },
    call: () => confirmWithdrawOrder({ orderNo: EXAMPLE_WITHDRAW_NO }),
  }),
];

export const withdrawCases: ContractCase[] = [...channelCases, ...orderCases, ...infoCases];
