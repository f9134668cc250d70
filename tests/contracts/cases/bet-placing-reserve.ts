// Sports provider contract cases of reserve (target-odds) bets: placing one, the open list, cancelling, and the
// refusals a bettor meets (ten reserves already open, odds that are not European).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { cancelReserveBet, listReserveBets, placeReserveBet } from '@/shared/api/generated/sports/order/order';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { fromState, sportsCase, sportsRefusal } from './sports-case';
import { betOption, betOptionFromState, EPOCH_MS, ID, INTEGER_ID, ODDS_TEXT, PICK_1, RESERVE_ID } from './bet-placing-examples';

const TARGET = 2.14;

const reserveRequest = { unitStake: 20, betOptionList: [betOption(PICK_1, TARGET)], pay: 2 as const };
const reservePact = { unitStake: 20, betOptionList: [betOptionFromState(1, PICK_1, 'targetOdds1', TARGET)], pay: 2 };

export const sportsReserveCases: ContractCase[] = [
  sportsCase({
    name: 'reserve bet at target odds above the current odds is taken and waits',
    state: STATE.openMarkets,
    description: 'a reserve bet of 20, paid now, at target odds 0.30 above the current odds',
    path: '/v1/order/reserve/bet',
    body: reservePact,
    call: () => placeReserveBet(reserveRequest),
    data: { id: ID(RESERVE_ID), st: 0 },
    check: (result) => expect(result.data).toEqual({ id: RESERVE_ID, st: 0 }),
  }),
  sportsCase({
    name: 'reserve bet list gives the open reserves with their selection and target odds',
    state: STATE.reserveOpen,
    description: 'a request for the open reserve bets',
    path: '/v1/order/reserve/betList',
    body: { isFailed: false },
    call: () => listReserveBets({ isFailed: false }),
    data: {
      ods: M.eachLike({
        id: ID(RESERVE_ID),
        sat: M.number(20),
        cte: EPOCH_MS(1_795_791_600_000),
        rst: M.integer(0),
        cid: M.integer(1000),
        p: M.integer(2),
        ops: M.eachLike({ mid: INTEGER_ID(PICK_1.matchId), mrid: INTEGER_ID(PICK_1.marketId), ty: M.integer(1), od: M.number(TARGET), bo: ODDS_TEXT('2.14') }),
      }),
      sts: M.eachLike({ cid: M.integer(1000), ct: M.integer(1), sa: M.number(20), mw: M.number(22.8) }),
    },
    check: (result) => {
      expect(result.data?.ods[0]).toMatchObject({ id: RESERVE_ID, sat: 20, rst: 0, ops: [{ mrid: String(PICK_1.marketId), od: TARGET }] });
      expect(result.data?.sts?.[0]).toMatchObject({ ct: 1, sa: 20 });
    },
  }),
  sportsCase({
    name: 'reserve cancel ends an open reserve bet',
    state: STATE.reserveOpen,
    description: 'a cancellation of an open reserve bet',
    path: '/v1/order/reserve/cancel',
    body: { reserveId: fromState('reserveId', RESERVE_ID) },
    call: () => cancelReserveBet({ reserveId: RESERVE_ID }),
    data: true,
    check: (result) => expect(result.data).toBe(true),
  }),
  sportsRefusal({
    name: 'an eleventh open reserve bet is refused with 14085',
    state: STATE.reserveLimit,
    description: 'a reserve bet while ten reserve bets are open',
    path: '/v1/order/reserve/bet',
    body: reservePact,
    call: () => placeReserveBet(reserveRequest),
    code: 14085,
    message: 'You already have 10 open reserve bets',
  }),
  sportsRefusal({
    name: 'a reserve bet in Hong Kong odds is refused with 14088 (European odds only)',
    state: STATE.openMarkets,
    description: 'a reserve bet with odds format 2 (Hong Kong)',
    path: '/v1/order/reserve/bet',
    body: { ...reservePact, betOptionList: [{ ...betOptionFromState(1, PICK_1, 'targetOdds1', TARGET), oddsFormat: 2 }] },
    call: () => placeReserveBet({ ...reserveRequest, betOptionList: [{ ...betOption(PICK_1, TARGET), oddsFormat: 2 }] }),
    code: 14088,
    message: 'Reserve bets take European odds only',
  }),
];
