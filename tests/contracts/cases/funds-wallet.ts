// Main API contract cases of the money around the orders: the balance after a credited deposit, the game wallets and
// collecting them (/transfer), and the designed transaction record calls (/transaction-record, /financialDetailsView).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getTransactionRecordDetail, getTransactionRecords, getGameWallets } from '@/shared/api/generated/main/funds-record/funds-record';
import { collectGameFunds } from '@/shared/api/generated/main/game/game';
import { getBalance } from '@/shared/api/generated/main/wallet/wallet';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { FUNDS_PARAM, FUNDS_STATE } from '../support/funds-states';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { EXAMPLE_DEPOSIT_NO, fromState, fundsAnswers, fundsRefused, stateOrderNo } from './funds-case';

const credited = FUNDS_STATE.depositCredited;
/** lotus888 with its seeded 1 250 000 VND and no open order: a session is all these calls need. */
const ready = STATE.loggedIn;
const RANGE = { startDate: '2026-11-17', endDate: '2026-11-23' };
const record = {
  recordNo: M.regex('^DP\\d+$', EXAMPLE_DEPOSIT_NO),
  type: 'deposit',
  kind: M.regex('^(deposit|depositGift)$', 'deposit'),
  title: M.like('Chuyển khoản ngân hàng'),
  amount: M.number(500_000),
  currency: 'VND',
  status: M.regex('^(pending|success|failed)$', 'success'),
  time: M.regex(SERVER_TIME, '2026-11-23 10:00:00'),
};

export const walletCases: ContractCase[] = [
  fundsAnswers({
    name: 'balance after a credited deposit holds the amount and its gift',
    state: credited,
    description: 'a request for the wallet balance of lotus888 after its deposit of 500 000 VND was credited',
    method: 'POST',
    path: '/api/fund/wallet/member/local',
    response: mainSuccess({ memberWallet: { balance: M.number(1_757_500), currency: 'VND' } }),
    call: getBalance,
    check: (result) => expect(result.data?.memberWallet?.balance).toBe(1_757_500),
  }),
  fundsAnswers({
    name: 'game wallets give what each game lobby holds and their sum',
    state: ready,
    description: 'a request of lotus888 for its game wallet balances',
    method: 'GET',
    path: '/api/game/fund/wallets',
    response: mainSuccess({ wallets: M.eachLike({ lobbyCode: M.like('PP_SLOT'), name: M.like('PP Slot'), balance: M.number(125_000) }), total: M.number(425_000), currency: 'VND' }),
    call: getGameWallets,
    check: (result) => expect(result.data?.wallets[0]?.lobbyCode).toBe('PP_SLOT'),
  }),
  fundsAnswers({
    name: 'fund collect brings every game wallet back and answers the new balance',
    state: ready,
    description: 'lotus888 collecting all its game wallets into the main wallet',
    method: 'POST',
    path: '/api/game/fund/collect',
    body: {},
    response: mainSuccess({ amount: M.number(425_000), balance: M.number(1_675_000) }),
    call: () => collectGameFunds({}),
    check: (result) => expect(result.data).toEqual({ amount: 425_000, balance: 1_675_000 }),
  }),
  fundsAnswers({
    name: 'fund collect of one lobby brings only its wallet back',
    state: ready,
    description: 'lotus888 collecting its PP_SLOT game wallet into the main wallet',
    method: 'POST',
    path: '/api/game/fund/collect',
    body: { lobbyCode: 'PP_SLOT' },
    response: mainSuccess({ amount: M.number(125_000), balance: M.number(1_375_000) }),
    call: () => collectGameFunds({ lobbyCode: 'PP_SLOT' }),
    check: (result) => expect(result.data?.amount).toBe(125_000),
  }),
  fundsAnswers({
    name: 'transaction records list the deposits of a date range, newest first, with paging',
    state: credited,
    description: 'a request of lotus888 for its deposit records of the last 7 days, page 1',
    method: 'GET',
    path: '/api/fund/record/list',
    query: {
      type: 'deposit',
      startDate: fromState(FUNDS_PARAM.startDate, RANGE.startDate),
      endDate: fromState(FUNDS_PARAM.endDate, RANGE.endDate),
      current: '1',
      size: '20',
    },
    response: mainSuccess({ records: M.eachLike(record), total: M.integer(2), current: 1, size: 20 }),
    call: () => getTransactionRecords({ type: 'deposit', ...RANGE, current: 1, size: 20 }),
    check: (result) => expect(result.data?.records[0]).toMatchObject({ type: 'deposit', currency: 'VND' }),
  }),
  fundsRefused(1006000301, 'Khoảng thời gian không hợp lệ', {
    name: 'transaction records of a range that ends before it starts are refused with 1006000301',
    state: ready,
    description: 'a request of lotus888 for its records from 2026-11-23 to 2026-11-01',
    method: 'GET',
    path: '/api/fund/record/list',
    query: { startDate: '2026-11-23', endDate: '2026-11-01' },
    call: () => getTransactionRecords({ startDate: '2026-11-23', endDate: '2026-11-01' }),
  }),
  fundsAnswers({
    name: 'transaction record detail gives a credited deposit with its amounts and status history',
    state: credited,
    description: 'a request of lotus888 for the record of its credited deposit',
    method: 'GET',
    path: '/api/fund/record/detail',
    query: { recordNo: stateOrderNo(EXAMPLE_DEPOSIT_NO) },
    response: mainSuccess({
      ...record,
      status: 'success',
      orderAmount: 500_000,
      fee: M.number(0),
      giftAmount: M.number(7_500),
      actualAmount: M.number(507_500),
      balanceAfter: M.number(1_757_500),
      history: M.eachLike({ status: M.regex('^(pending|success|failed)$', 'success'), statusText: M.like('Thành công'), time: M.regex(SERVER_TIME, '2026-11-23 10:00:00') }),
    }),
    call: () => getTransactionRecordDetail({ recordNo: EXAMPLE_DEPOSIT_NO }),
    check: (result) => expect(result.data).toMatchObject({ status: 'success', orderAmount: 500_000 }),
  }),
  fundsRefused(1006000302, 'Không tìm thấy giao dịch', {
    name: 'transaction record detail of an unknown record is refused with 1006000302',
    state: ready,
    description: 'a request of lotus888 for record DP000000000000000000, which does not exist',
    method: 'GET',
    path: '/api/fund/record/detail',
    query: { recordNo: 'DP000000000000000000' },
    call: () => getTransactionRecordDetail({ recordNo: 'DP000000000000000000' }),
  }),
];
