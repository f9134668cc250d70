// Sports provider contract cases of the bet slip and placing: the quote (with the parlay rows), singles, a parlay
// with its system rows, and the order status the app polls until the provider has decided.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getStakeOrderStatus, placeMultipleBet, placeSingleBets, quoteBetSlip } from '@/shared/api/generated/sports/order/order';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { fromState, sportsCase } from './sports-case';
import {
  betOption,
  betOptionFromState,
  ID,
  NEW_ORDER_ID,
  ODDS_TEXT,
  OPEN_SINGLE_ID,
  PICK_1,
  PICK_2,
  PICKS,
  quotedFromState,
  REJECTED_ID,
} from './bet-placing-examples';

const quotedMarket = {
  mid: M.integer(PICK_1.marketId),
  ss: 1,
  au: M.integer(1),
  ip: M.integer(0),
  smin: M.number(10),
  smax: M.number(50000),
  op: { ty: M.integer(1), na: M.like('Kingsbridge United'), nm: M.like('-0/0.5'), od: M.number(1.84), li: M.like('-0.25') },
};

const seriesRow = (sn: number, count: number, sodd: number) => ({ sn, in: M.integer(count), sodd: M.number(sodd), mi: M.number(10), mx: M.number(50000) });

/** A placed order: its id, status 0 (created) and the legs with the odds taken. */
const placedOrder = (leg: Record<string, unknown>, legs: number) => ({
  id: ID(NEW_ORDER_ID),
  st: M.integer(0),
  ops: M.atLeastLike({ mid: M.regex('^\\d+$', String(PICK_1.marketId)), od: ODDS_TEXT('1.84'), ...leg }, legs, legs),
});

export const sportsOrderCases: ContractCase[] = [
  sportsCase({
    name: 'bet-slip quote of three selections gives their current odds and limits and the parlay rows',
    state: STATE.openMarkets,
    description: 'a quote of three handicap selections of different matches with the parlay rows',
    path: '/v1/order/batchBetMatchMarketOfJumpLine',
    body: { betMatchMarketList: PICKS.map((pick, index) => quotedFromState(index + 1, pick)), isSelectSeries: true },
    call: () =>
      quoteBetSlip({
        betMatchMarketList: PICKS.map((pick) => ({ marketId: pick.marketId, matchId: pick.matchId, type: pick.optionType, oddsType: 1 })),
        isSelectSeries: true,
      }),
    data: {
      bms: M.atLeastLike(quotedMarket, 3, 3),
      // Two-leg doubles, the treble and the full combination (every size from two legs up).
      sos: [seriesRow(2, 3, 10.67), seriesRow(3, 1, 6.69), seriesRow(0, 4, 17.36)],
      mon: M.integer(10),
      msl: M.integer(10),
    },
    check: (result) => {
      expect(result.data?.bms).toHaveLength(3);
      expect(result.data?.bms[0]).toMatchObject({ mid: PICK_1.marketId, ss: 1, au: 1, smin: 10, op: { ty: 1, od: 1.84 } });
      expect(result.data?.sos?.map((row) => [row.sn, row.in])).toEqual([[2, 3], [3, 1], [0, 4]]);
      expect(result.data).toMatchObject({ mon: 10, msl: 10 });
    },
  }),
  sportsCase({
    name: 'bet-slip quote marks a market that is no longer on sale as closed',
    state: STATE.marketClosed,
    description: 'a quote of a selection whose market is not on sale',
    path: '/v1/order/batchBetMatchMarketOfJumpLine',
    body: { betMatchMarketList: [{ marketId: 1, matchId: 1, type: 1, oddsType: 1 }], isSelectSeries: false },
    call: () => quoteBetSlip({ betMatchMarketList: [{ marketId: 1, matchId: 1, type: 1, oddsType: 1 }], isSelectSeries: false }),
    data: { bms: [{ mid: 1, ss: -1 }] },
    check: (result) => expect(result.data?.bms).toEqual([{ mid: 1, ss: -1 }]),
  }),
  sportsCase({
    name: 'single bets place one order per selection, created and waiting for confirmation',
    state: STATE.openMarkets,
    description: 'two single bets of 20 and 30 at the quoted odds',
    path: '/v1/order/bet/singlePass',
    body: {
      singleBetList: [
        { unitStake: 20, oddsChange: 1, betOptionList: [betOptionFromState(1, PICK_1)], relatedId: 'slip-1' },
        { unitStake: 30, oddsChange: 1, betOptionList: [betOptionFromState(2, PICK_2)], relatedId: 'slip-2' },
      ],
    },
    call: () =>
      placeSingleBets({
        singleBetList: [
          { unitStake: 20, oddsChange: 1, betOptionList: [betOption(PICK_1)], relatedId: 'slip-1' },
          { unitStake: 30, oddsChange: 1, betOptionList: [betOption(PICK_2)], relatedId: 'slip-2' },
        ],
      }),
    data: M.atLeastLike(placedOrder({ rid: M.like('slip-1') }, 1), 2, 2),
    check: (result) => {
      expect(result.data).toHaveLength(2);
      expect(result.data?.[0]).toMatchObject({ id: NEW_ORDER_ID, st: 0, ops: [{ mid: '5310801', od: '1.84', rid: 'slip-1' }] });
    },
  }),
  sportsCase({
    name: 'a parlay of three legs places one order per chosen row (doubles and treble)',
    state: STATE.openMarkets,
    description: 'a parlay of three selections staking 10 on each double and 20 on the treble',
    path: '/v1/order/betMultiple',
    body: {
      betOptionList: PICKS.map((pick, index) => betOptionFromState(index + 1, pick)),
      betMultipleData: [
        { seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: '2x3' },
        { seriesValue: 3, unitStake: 20, oddsChange: 1, thirdRemark: '3x1' },
      ],
    },
    call: () =>
      placeMultipleBet({
        betOptionList: PICKS.map((pick) => betOption(pick)),
        betMultipleData: [
          { seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: '2x3' },
          { seriesValue: 3, unitStake: 20, oddsChange: 1, thirdRemark: '3x1' },
        ],
      }),
    data: M.atLeastLike(placedOrder({ tr: M.like('2x3') }, 3), 2, 2),
    check: (result) => {
      expect(result.data).toHaveLength(2);
      expect(result.data?.[0]).toMatchObject({ id: NEW_ORDER_ID, st: 0, ops: [{ mid: '5310801', od: '1.84', tr: '2x3' }, {}, {}] });
    },
  }),
  sportsCase({
    name: 'order status of an accepted bet is 4',
    state: STATE.acceptedSingle,
    description: 'a status request for an accepted open single',
    path: '/v1/order/getStakeOrderStatus',
    body: { orderIds: [fromState('orderId', OPEN_SINGLE_ID)] },
    call: () => getStakeOrderStatus({ orderIds: [OPEN_SINGLE_ID] }),
    data: [{ oid: ID(OPEN_SINGLE_ID), st: 4 }],
    check: (result) => expect(result.data).toEqual([{ oid: OPEN_SINGLE_ID, st: 4 }]),
  }),
  sportsCase({
    name: 'order status of a bet just placed says it is still being decided',
    state: STATE.justPlaced,
    description: 'a status request for a single placed a moment ago',
    path: '/v1/order/getStakeOrderStatus',
    body: { orderIds: [fromState('orderId', NEW_ORDER_ID)] },
    call: () => getStakeOrderStatus({ orderIds: [NEW_ORDER_ID] }),
    // 0 created or 1 confirming while the provider decides (the app keeps polling either).
    data: [{ oid: ID(NEW_ORDER_ID), st: M.integer(1) }],
    check: (result) => expect(result.data).toEqual([{ oid: NEW_ORDER_ID, st: 1 }]),
  }),
  sportsCase({
    name: 'order status of a rejected bet is 2 with the reject code and reason',
    state: STATE.betHistory,
    description: 'a status request for a rejected bet',
    path: '/v1/order/getStakeOrderStatus',
    body: { orderIds: [fromState('rejectedOrderId', REJECTED_ID)] },
    call: () => getStakeOrderStatus({ orderIds: [REJECTED_ID] }),
    data: [{ oid: ID(REJECTED_ID), st: 2, rj: M.integer(8), rjs: M.like('Odds changed') }],
    check: (result) => expect(result.data).toEqual([{ oid: REJECTED_ID, st: 2, rj: 8, rjs: 'Odds changed' }]),
  }),
];
