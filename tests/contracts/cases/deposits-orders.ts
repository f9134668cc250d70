// Main API contract cases of deposit orders: creating one by each route (order, usdtOrder, c2cOrder) with the
// refusals a player meets, the open order the /deposit guard looks for, the order and its status on
// /rechargeInformation, the receipt (image upload, then attached to the order) and cancelling.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  cancelDepositOrder,
  createC2cDepositOrder,
  createDepositOrder,
  createUsdtDepositOrder,
  getDepositOrderByNo,
  getDepositOrderStatus,
  getOpenDepositOrder,
  uploadDepositReceipt,
  uploadFundImage,
} from '@/shared/api/generated/main/deposit/deposit';
import { getBalance } from '@/shared/api/generated/main/wallet/wallet';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { DEPOSIT_ORDER, WALLET_PARAM, WALLET_STATE } from '../support/wallet-states';
import { STATE } from '../support/states';
import { fixtureBlob, NOT_AN_IMAGE, RECEIPT_IMAGE } from '../support/uploads';
import { LOCKEDDP } from './account-case';
import { bankDepositOrder, EXAMPLE_DEPOSIT_NO, EXAMPLE_RECEIPT_URL, fromState, walletAnswers, walletRefused, pathWithOrderNo, stateOrderNo } from './wallet-case';

const EMPTY = { code: 200, msg: 'success', data: null };
const ORDER = '/api/fund/deposit/order';
const STATUS = '/api/fund/deposit/get-order-status';
/** lotus888 with its seeded 1 250 000 VND and no open order: a session is all these calls need. */
const ready = STATE.loggedIn;
const awaiting = WALLET_STATE.depositAwaitingPayment;

const createCases: ContractCase[] = [
  walletAnswers({
    name: 'deposit order by bank transfer answers the order awaiting payment with the payee',
    state: ready,
    description: 'a bank-transfer deposit order of 500 000 VND from lotus888 through channel 101',
    method: 'POST',
    path: ORDER,
    body: DEPOSIT_ORDER,
    response: mainSuccess(bankDepositOrder(0)),
    call: () => createDepositOrder(DEPOSIT_ORDER),
    check: (result) => expect(result.data).toMatchObject({ status: 0, amount: 500_000, payee: { accountNo: '19035678901234' } }),
  }),
  walletRefused(1006000002, 'Số tiền nạp thấp hơn mức tối thiểu 100.000', {
    name: 'deposit order under the channel minimum is refused with 1006000002',
    state: ready,
    description: 'a bank-transfer deposit order of 50 000 VND (under the minimum of 100 000) from lotus888',
    method: 'POST',
    path: ORDER,
    body: { ...DEPOSIT_ORDER, amount: 50_000 },
    call: () => createDepositOrder({ ...DEPOSIT_ORDER, amount: 50_000 }),
  }),
  walletRefused(1006000005, 'Bạn có đơn nạp tiền chưa hoàn tất', {
    name: 'deposit order while another is open is refused with 1006000005',
    state: awaiting,
    description: 'a second bank-transfer deposit order from lotus888 while one awaits payment',
    method: 'POST',
    path: ORDER,
    body: DEPOSIT_ORDER,
    call: () => createDepositOrder(DEPOSIT_ORDER),
  }),
  walletRefused(1006000001, 'Tài khoản đã bị khóa nạp tiền', {
    name: 'deposit order of a member with a locked deposit is refused with 1006000001',
    state: STATE.depositLocked,
    description: 'a bank-transfer deposit order from lockeddp01, whose deposit is locked',
    as: LOCKEDDP,
    method: 'POST',
    path: ORDER,
    body: DEPOSIT_ORDER,
    call: () => createDepositOrder(DEPOSIT_ORDER),
  }),
  walletAnswers({
    name: 'USDT deposit order answers the address, network and USDT amount at the order rate',
    state: ready,
    description: 'a USDT deposit order of 20 USDT on TRC20 from lotus888 through channel 103',
    method: 'POST',
    path: '/api/fund/deposit/usdtOrder',
    body: { channelId: 103, protocol: 'TRC20', usdtAmount: 20 },
    response: mainSuccess({
      orderNo: M.regex('^DP\\d+$', EXAMPLE_DEPOSIT_NO),
      channelId: 103,
      payType: 3,
      status: 0,
      amount: M.number(507_000),
      currency: 'VND',
      crypto: { protocol: 'TRC20', address: M.regex('^T[1-9A-HJ-NP-Za-km-z]{33}$', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'), usdtAmount: 20, exchangeRate: M.number(25_350) },
    }),
    call: () => createUsdtDepositOrder({ channelId: 103, protocol: 'TRC20', usdtAmount: 20 }),
    check: (result) => expect(result.data?.crypto).toMatchObject({ protocol: 'TRC20', usdtAmount: 20 }),
  }),
  walletAnswers({
    name: 'C2C deposit order answers an order being matched with a seller (status 8)',
    state: ready,
    description: 'a C2C deposit order of 1 000 000 VND from lotus888 through channel 104',
    method: 'POST',
    path: '/api/fund/deposit/c2cOrder',
    body: { channelId: 104, amount: 1_000_000, bankId: 12, payerName: 'Nguyen Van An' },
    response: mainSuccess({ orderNo: M.regex('^DP\\d+$', EXAMPLE_DEPOSIT_NO), channelId: 104, payType: 4, status: 8, amount: 1_000_000, currency: 'VND' }),
    call: () => createC2cDepositOrder({ channelId: 104, amount: 1_000_000, bankId: 12, payerName: 'Nguyen Van An' }),
    check: (result) => expect(result.data).toMatchObject({ payType: 4, status: 8 }),
  }),
];

const lookupCases: ContractCase[] = [
  walletAnswers({
    name: 'open deposit order gives the order awaiting payment',
    state: awaiting,
    description: 'a request of lotus888 for its open deposit order while one awaits payment',
    method: 'POST',
    path: '/api/fund/deposit/getOrder',
    response: mainSuccess(bankDepositOrder(0, { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO) })),
    call: getOpenDepositOrder,
    check: (result) => expect(result.data).toMatchObject({ orderNo: EXAMPLE_DEPOSIT_NO, status: 0 }),
  }),
  walletAnswers({
    name: 'open deposit order answers null when none is open',
    state: ready,
    description: 'a request of lotus888 for its open deposit order while none is open',
    method: 'POST',
    path: '/api/fund/deposit/getOrder',
    response: mainSuccess(null),
    call: getOpenDepositOrder,
    check: (result) => expect(result.data).toBeNull(),
  }),
  walletAnswers({
    name: 'deposit order by number gives the open order',
    state: awaiting,
    description: 'a request of lotus888 for its deposit order awaiting payment by number',
    method: 'GET',
    path: '/api/fund/deposit/getOrderNo',
    query: { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO) },
    response: mainSuccess(bankDepositOrder(0)),
    call: () => getDepositOrderByNo({ orderNo: EXAMPLE_DEPOSIT_NO }),
    check: (result) => expect(result.data?.status).toBe(0),
  }),
  walletRefused(1006000006, 'Không tìm thấy đơn nạp tiền', {
    name: 'deposit order by an unknown number is refused with 1006000006',
    state: ready,
    description: 'a request of lotus888 for deposit order DP000000000000000000, which does not exist',
    method: 'GET',
    path: '/api/fund/deposit/getOrderNo',
    query: { orderNo: 'DP000000000000000000' },
    call: () => getDepositOrderByNo({ orderNo: 'DP000000000000000000' }),
  }),
  walletAnswers({
    name: 'deposit order status of an order awaiting payment is 0',
    state: awaiting,
    description: 'a status poll of lotus888 for its deposit order awaiting payment',
    method: 'GET',
    path: pathWithOrderNo(STATUS, EXAMPLE_DEPOSIT_NO),
    response: mainSuccess({ orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO), status: 0 }),
    call: () => getDepositOrderStatus(EXAMPLE_DEPOSIT_NO),
    check: (result) => expect(result.data).toMatchObject({ orderNo: EXAMPLE_DEPOSIT_NO, status: 0 }),
  }),
  walletAnswers({
    name: 'deposit order status of a credited order is 1',
    state: WALLET_STATE.depositCredited,
    description: 'a status poll of lotus888 for its credited deposit order',
    method: 'GET',
    path: pathWithOrderNo(STATUS, EXAMPLE_DEPOSIT_NO),
    response: mainSuccess({ orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO), status: 1, rejectReason: null }),
    call: () => getDepositOrderStatus(EXAMPLE_DEPOSIT_NO),
    check: (result) => expect(result.data?.status).toBe(1),
  }),
  walletRefused(1006000006, 'Không tìm thấy đơn nạp tiền', {
    name: 'deposit order status of an unknown order is refused with 1006000006',
    state: ready,
    description: 'a status poll of lotus888 for deposit order DP000000000000000000, which does not exist',
    method: 'GET',
    path: `${STATUS}/DP000000000000000000`,
    call: () => getDepositOrderStatus('DP000000000000000000'),
  }),
];

const receipt = { orderNo: EXAMPLE_DEPOSIT_NO, receiptUrl: EXAMPLE_RECEIPT_URL };
const IMAGE_UPLOAD = '/api/file/fund/image/upload';
const receiptAndCancelCases: ContractCase[] = [
  walletAnswers({
    name: 'image upload stores the picture of a deposit receipt and answers its address',
    state: awaiting,
    description: 'a PNG picture of a transfer receipt uploaded by lotus888 as multipart form data',
    method: 'POST',
    path: IMAGE_UPLOAD,
    upload: RECEIPT_IMAGE,
    response: mainSuccess({ url: M.regex('^https?://\\S+$', EXAMPLE_RECEIPT_URL), fileName: M.like('receipt-1.png'), size: M.integer(69) }),
    call: () => uploadFundImage({ file: fixtureBlob(RECEIPT_IMAGE) }),
    check: (result) => expect(result.data?.url).toMatch(/^https?:\/\//),
  }),
  walletRefused(1006000008, 'Ảnh không hợp lệ hoặc vượt quá 5 MB', {
    name: 'image upload of a file that is not a picture is refused with 1006000008',
    state: awaiting,
    description: 'a text file uploaded by lotus888 as its transfer receipt',
    method: 'POST',
    path: IMAGE_UPLOAD,
    upload: NOT_AN_IMAGE,
    call: () => uploadFundImage({ file: fixtureBlob(NOT_AN_IMAGE) }),
  }),
  walletAnswers({
    name: 'deposit receipt is attached to the order awaiting payment',
    state: WALLET_STATE.receiptUploaded,
    description: 'the uploaded receipt picture attached by lotus888 to its deposit order awaiting payment',
    method: 'POST',
    path: '/api/fund/deposit/upload',
    body: { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO), receiptUrl: fromState(WALLET_PARAM.receiptUrl, EXAMPLE_RECEIPT_URL) },
    response: mainSuccess(null),
    call: () => uploadDepositReceipt(receipt),
    check: (result) => expect(result).toEqual(EMPTY),
  }),
  walletRefused(1006000009, 'Đơn nạp tiền đã đóng', {
    name: 'deposit receipt for a credited order is refused with 1006000009',
    state: WALLET_STATE.depositCredited,
    description: 'a receipt attached by lotus888 to its deposit order that was already credited',
    method: 'POST',
    path: '/api/fund/deposit/upload',
    body: { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO), receiptUrl: EXAMPLE_RECEIPT_URL },
    call: () => uploadDepositReceipt(receipt),
  }),
  walletAnswers({
    name: 'cancel deposit order cancels the order awaiting payment',
    state: awaiting,
    description: 'lotus888 cancelling its deposit order awaiting payment',
    method: 'PUT',
    path: '/api/fund/deposit/cancel-order',
    body: { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO) },
    response: mainSuccess(null),
    call: () => cancelDepositOrder({ orderNo: EXAMPLE_DEPOSIT_NO }),
    check: (result) => expect(result).toEqual(EMPTY),
  }),
  walletRefused(1006000007, 'Đơn nạp tiền đang được xử lý, không thể hủy', {
    name: 'cancel deposit order after its receipt was received is refused with 1006000007',
    state: WALLET_STATE.receiptReceived,
    description: 'lotus888 cancelling its deposit order whose receipt was received',
    method: 'PUT',
    path: '/api/fund/deposit/cancel-order',
    body: { orderNo: stateOrderNo(EXAMPLE_DEPOSIT_NO) },
    call: () => cancelDepositOrder({ orderNo: EXAMPLE_DEPOSIT_NO }),
  }),
];

/** The balance once a deposit was credited: the amount and its gift. */
const creditedCases: ContractCase[] = [
  walletAnswers({
    name: 'balance after a credited deposit holds the amount and its gift',
    state: WALLET_STATE.depositCredited,
    description: 'a request for the wallet balance of lotus888 after its deposit of 500 000 VND was credited',
    method: 'POST',
    path: '/api/fund/wallet/member/local',
    response: mainSuccess({ memberWallet: { balance: M.number(1_757_500), currency: 'VND' } }),
    call: getBalance,
    check: (result) => expect(result.data?.memberWallet?.balance).toBe(1_757_500),
  }),
];

export const depositOrderCases: ContractCase[] = [...createCases, ...lookupCases, ...receiptAndCancelCases, ...creditedCases];
