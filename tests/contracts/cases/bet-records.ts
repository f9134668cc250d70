// Sports provider contract cases of the bet records: the unsettled tab, the settled tab over a date range (with
// the totals per currency), and the range the provider refuses.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { listBets } from '@/shared/api/generated/sports/order/order';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { fromState, sportsCase, sportsRefusal } from './sports-case';
import { EPOCH_MS, HISTORY_FROM, HISTORY_TO, ID, INTEGER_ID, ODDS_TEXT, OPEN_SINGLE_ID } from './bet-placing-examples';

/** A leg as the records screen shows it: match, league, kick-off, market, selection, odds, outcome, score at bet time. */
const leg = (extra: Record<string, unknown> = {}) => ({
  sid: M.integer(1),
  mid: INTEGER_ID(912051),
  mn: M.like('Kingsbridge United vs. Ashcombe Rovers'),
  ln: M.like('Vietnam Championship'),
  bt: EPOCH_MS(1_795_959_900_000),
  mty: M.integer(1000),
  mgn: M.like('Asian Handicap'),
  on: M.like('-0/0.5'),
  onm: M.like('Kingsbridge United'),
  ip: M.integer(0),
  te: M.atLeastLike({ na: M.like('Kingsbridge United'), id: M.integer(70401) }, 2, 2),
  sr: M.integer(0),
  bo: ODDS_TEXT('1.84'),
  mrid: INTEGER_ID(5310801),
  ty: M.integer(1),
  od: M.number(1.84),
  bsc: M.like('S: 0-0'),
  ...extra,
});

/** A bet as the records screen shows it: kind, stake, payout, win or loss, time, cash-out figures and legs. */
const bet = (extra: Record<string, unknown>, legExtra: Record<string, unknown> = {}) => ({
  id: ID(OPEN_SINGLE_ID),
  st: M.integer(4),
  sert: M.integer(0),
  bt: M.like('1x1*1'),
  sat: M.number(100),
  sa: M.number(0),
  uwl: M.number(0),
  cte: EPOCH_MS(1_795_780_800_000),
  mla: M.number(184),
  co: M.integer(1),
  cots: M.number(0),
  coc: M.integer(0),
  ops: M.eachLike(leg(legExtra)),
  ...extra,
});

const summary = { cid: M.integer(1000), ct: M.integer(3), sa: M.number(170), pa: M.number(0), cwl: M.number(0) };

export const sportsRecordCases: ContractCase[] = [
  sportsCase({
    name: 'bet list of unsettled bets gives the open bets with their legs and the totals',
    state: STATE.betHistory,
    description: 'a request for the first page of unsettled bets',
    path: '/v1/order/new/bet/list',
    body: { isSettled: false, current: 1, size: 20 },
    call: () => listBets({ isSettled: false, current: 1, size: 20 }),
    data: { current: 1, size: 20, total: M.integer(3), records: M.eachLike(bet({})), sts: M.eachLike(summary) },
    check: (result) => {
      expect(result.data).toMatchObject({ current: 1, size: 20, total: 3, sts: [{ cid: 1000, ct: 3 }] });
      expect(result.data?.records[0]).toMatchObject({ id: OPEN_SINGLE_ID, st: 4, sat: 100, ops: [{ mrid: '5310801', sr: 0, bsc: 'S: 0-0' }] });
    },
  }),
  sportsCase({
    name: 'bet list of settled bets in a date range gives outcomes, payouts and the totals',
    state: STATE.betHistory,
    description: 'a request for the settled bets of the last two weeks by settlement time',
    path: '/v1/order/new/bet/list',
    body: {
      isSettled: true,
      startTime: fromState('from', HISTORY_FROM),
      endTime: fromState('to', HISTORY_TO),
      timeType: 2,
      current: 1,
      size: 20,
    },
    call: () => listBets({ isSettled: true, startTime: HISTORY_FROM, endTime: HISTORY_TO, timeType: 2, current: 1, size: 20 }),
    data: {
      current: 1,
      size: 20,
      total: M.integer(6),
      records: M.eachLike(bet({ st: M.integer(5), sa: M.number(384), uwl: M.number(184) }, { sr: M.integer(4), rs: M.like('2-1') })),
      sts: M.eachLike({ ...summary, ct: M.integer(6), sa: M.number(630), pa: M.number(868), cwl: M.number(238) }),
    },
    check: (result) => {
      expect(result.data?.total).toBe(6);
      expect(result.data?.records[0]).toMatchObject({ st: 5, sa: 384, uwl: 184, ops: [{ sr: 4, rs: '2-1' }] });
      expect(result.data?.sts?.[0]).toEqual({ cid: 1000, ct: 6, sa: 630, pa: 868, cwl: 238 });
    },
  }),
  sportsRefusal({
    name: 'bet list over more than 31 days is refused with 14051',
    state: STATE.betHistory,
    description: 'a request for the settled bets of 40 days',
    path: '/v1/order/new/bet/list',
    body: { isSettled: true, startTime: HISTORY_TO - 40 * 86_400_000, endTime: HISTORY_TO, timeType: 2, current: 1, size: 20 },
    call: () => listBets({ isSettled: true, startTime: HISTORY_TO - 40 * 86_400_000, endTime: HISTORY_TO, timeType: 2, current: 1, size: 20 }),
    code: 14051,
    message: 'The query range may not exceed 31 days',
  }),
];
