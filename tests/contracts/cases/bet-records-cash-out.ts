// Sports provider contract cases of cash-out: the offer for an open bet, a partial cash-out, its status, and the
// refusals a bettor meets (a bet not yet confirmed, no cash-out offered).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { cashOutBet, getCashOutPrice, getCashOutsByIds } from '@/shared/api/generated/sports/order/order';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { fromState, sportsCase, sportsRefusal } from './sports-case';
import { CASH_OUT_ID, EPOCH_MS, ID, NEW_ORDER_ID, OPEN_SINGLE_ID, UNIT_PAYOUT } from './bet-placing-examples';

const partialCashOut = { orderId: OPEN_SINGLE_ID, cashOutStake: 40, unitCashOutPayoutStake: UNIT_PAYOUT, acceptOddsChange: false, parlay: false };

export const sportsCashOutCases: ContractCase[] = [
  sportsCase({
    name: 'cash-out price offers an amount for the remaining stake of an open bet, with the minimum stakes',
    state: STATE.acceptedSingle,
    description: 'a cash-out price request for an accepted open single',
    path: '/v1/order/cashOut/price',
    body: { orderIds: [fromState('orderId', OPEN_SINGLE_ID)] },
    call: () => getCashOutPrice({ orderIds: [OPEN_SINGLE_ID] }),
    data: {
      mxc: M.integer(3),
      pr: [{ oid: ID(OPEN_SINGLE_ID), amt: M.number(95), st: 4, smis: M.number(10), pmis: M.number(10) }],
    },
    check: (result) => expect(result.data).toEqual({ mxc: 3, pr: [{ oid: OPEN_SINGLE_ID, amt: 95, st: 4, smis: 10, pmis: 10 }] }),
  }),
  sportsCase({
    name: 'cash-out of part of an open bet at the quoted return starts a cash-out',
    state: STATE.acceptedSingle,
    description: 'a cash-out of 40 of the stake of an accepted open single at the quoted return',
    path: '/v1/order/cashOut/bet',
    body: { ...partialCashOut, orderId: fromState('orderId', OPEN_SINGLE_ID), unitCashOutPayoutStake: fromState('unitPayout', UNIT_PAYOUT) },
    call: () => cashOutBet(partialCashOut),
    data: { id: ID(CASH_OUT_ID), st: M.integer(0) },
    check: (result) => expect(result.data).toEqual({ id: CASH_OUT_ID, st: 0 }),
  }),
  sportsCase({
    name: 'cash-outs by ids give the stake cashed out, the payout and the status',
    state: STATE.cashedOutPart,
    description: 'a status request for a cash-out made a moment ago',
    path: '/v1/order/getCashOutsByIds',
    body: { ids: [fromState('cashOutId', CASH_OUT_ID)] },
    call: () => getCashOutsByIds({ ids: [CASH_OUT_ID] }),
    data: [
      {
        id: ID(CASH_OUT_ID),
        createTime: EPOCH_MS(1_795_791_600_000),
        cashOutStake: M.number(40),
        cashOutPayoutStake: M.number(38),
        // 0 created while the provider confirms it, 4 accepted.
        orderStatus: M.integer(0),
        orderId: ID(OPEN_SINGLE_ID),
      },
    ],
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: CASH_OUT_ID, cashOutStake: 40, cashOutPayoutStake: 38, orderStatus: 0, orderId: OPEN_SINGLE_ID }),
  }),
  sportsCase({
    name: 'cash-out price of a bet the provider offers no cash-out for is 0',
    state: STATE.cashOutUnavailable,
    description: 'a cash-out price request while no cash-out is offered',
    path: '/v1/order/cashOut/price',
    body: { orderIds: [fromState('orderId', OPEN_SINGLE_ID)] },
    call: () => getCashOutPrice({ orderIds: [OPEN_SINGLE_ID] }),
    data: { pr: [{ oid: ID(OPEN_SINGLE_ID), amt: 0, st: M.integer(4) }] },
    check: (result) => expect(result.data?.pr).toEqual([{ oid: OPEN_SINGLE_ID, amt: 0, st: 4 }]),
  }),
  sportsRefusal({
    name: 'cash-out while the provider offers none is refused with 17015',
    state: STATE.cashOutUnavailable,
    description: 'a cash-out of the whole stake while no cash-out is offered',
    path: '/v1/order/cashOut/bet',
    body: { ...partialCashOut, orderId: fromState('orderId', OPEN_SINGLE_ID), cashOutStake: 100, acceptOddsChange: true },
    call: () => cashOutBet({ ...partialCashOut, cashOutStake: 100, acceptOddsChange: true }),
    code: 17015,
    message: 'No cash-out quote is available for this bet',
  }),
  sportsRefusal({
    name: 'cash-out of a bet the provider has not confirmed yet is refused with 6042',
    state: STATE.justPlaced,
    description: 'a cash-out of a single placed a moment ago',
    path: '/v1/order/cashOut/bet',
    body: { orderId: fromState('orderId', NEW_ORDER_ID), cashOutStake: 20, unitCashOutPayoutStake: UNIT_PAYOUT, acceptOddsChange: true, parlay: false },
    call: () => cashOutBet({ orderId: NEW_ORDER_ID, cashOutStake: 20, unitCashOutPayoutStake: UNIT_PAYOUT, acceptOddsChange: true, parlay: false }),
    code: 6042,
    message: 'The bet is not confirmed yet',
  }),
];
