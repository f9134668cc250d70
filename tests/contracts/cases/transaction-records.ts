// Main API contract cases of the designed transaction record calls (/transaction-record, /financialDetailsView).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getTransactionRecordDetail, getTransactionRecords } from '@/shared/api/generated/main/funds-record/funds-record';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { WALLET_PARAM, WALLET_STATE } from '../support/wallet-states';
import { EXAMPLE_DEPOSIT_NO, fromState, walletAnswers, walletRefused, stateOrderNo } from './wallet-case';

const credited = WALLET_STATE.depositCredited;
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

export const transactionRecordCases: ContractCase[] = [
  walletAnswers({
    name: 'transaction records list the deposits of a date range, newest first, with paging',
    state: credited,
    description: 'a request of lotus888 for its deposit records of the last 7 days, page 1',
    method: 'GET',
    path: '/api/fund/record/list',
    query: {
      type: 'deposit',
      startDate: fromState(WALLET_PARAM.startDate, RANGE.startDate),
      endDate: fromState(WALLET_PARAM.endDate, RANGE.endDate),
      current: '1',
      size: '20',
    },
    response: mainSuccess({ records: M.eachLike(record), total: M.integer(2), current: 1, size: 20 }),
    call: () => getTransactionRecords({ type: 'deposit', ...RANGE, current: 1, size: 20 }),
    check: (result) => expect(result.data?.records[0]).toMatchObject({ type: 'deposit', currency: 'VND' }),
  }),
  walletRefused(1006000301, 'Khoảng thời gian không hợp lệ', {
    name: 'transaction records of a range that ends before it starts are refused with 1006000301',
    state: ready,
    description: 'a request of lotus888 for its records from 2026-11-23 to 2026-11-01',
    method: 'GET',
    path: '/api/fund/record/list',
    query: { startDate: '2026-11-23', endDate: '2026-11-01' },
    call: () => getTransactionRecords({ startDate: '2026-11-23', endDate: '2026-11-01' }),
  }),
  walletAnswers({
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
  walletRefused(1006000302, 'Không tìm thấy giao dịch', {
    name: 'transaction record detail of an unknown record is refused with 1006000302',
    state: ready,
    description: 'a request of lotus888 for record DP000000000000000000, which does not exist',
    method: 'GET',
    path: '/api/fund/record/detail',
    query: { recordNo: 'DP000000000000000000' },
    call: () => getTransactionRecordDetail({ recordNo: 'DP000000000000000000' }),
  }),
];
