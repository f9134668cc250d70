// Main API contract cases of the member's sports bets as the main site sees them: the sums and the page of bets of a
// time range (bet records screen), the refused range, and the match ids of the open bets (sent in matchGoalInfo).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getBetMatchIdList, getMyBetDetail, getMyBetSum } from '@/shared/api/generated/main/game/game';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, clientCall, LOTUS } from './account-case';
import { fromState } from './sports-case';

/** The example range: two weeks up to 27 Nov 2026 23:00 (UTC+8), and the same start up to a day earlier. */
const FROM = '2026-11-13 23:00:00';
const TO = '2026-11-27 23:00:00';
const SETTLED_TO = '2026-11-26 23:00:00';
const SPORTS_GAME_TYPE = 1001101;

const totals = { betCount: M.integer(8), betAmount: M.number(650000), validBet: M.number(480000), winLoss: M.number(238000) };

const sumCall = clientCall('POST', '/api/game/bet/order/mybet/sum', getMyBetSum, { state: STATE.myBets, as: LOTUS });

export const myBetCases: ContractCase[] = [
  accountCase({
    name: 'mybet sum gives the totals of a range overall and per game type',
    state: STATE.myBets,
    description: 'a request for the bet totals of lotus888 over the last two weeks',
    method: 'POST',
    path: '/api/game/bet/order/mybet/sum',
    body: { startTime: fromState('from', FROM), endTime: fromState('to', TO) },
    as: LOTUS,
    response: mainSuccess({
      ...totals,
      items: M.eachLike({ gameTypeId: M.integer(SPORTS_GAME_TYPE), gameTypeName: M.like('Thể thao'), ...totals }),
    }),
    check: async () => {
      const result = await getMyBetSum({ startTime: FROM, endTime: TO });
      expect(result.data).toMatchObject({ betCount: 8, betAmount: 650000, validBet: 480000, winLoss: 238000 });
      expect(result.data?.items[0]).toMatchObject({ gameTypeId: SPORTS_GAME_TYPE, gameTypeName: 'Thể thao', betCount: 8 });
    },
  }),
  accountCase({
    name: 'mybet detail gives a page of bets with amounts, result, status and times',
    state: STATE.myBets,
    description: 'a request for the first page of sports bets of lotus888 placed more than a day ago',
    method: 'POST',
    path: '/api/game/bet/order/mybet/detail',
    body: { startTime: fromState('from', FROM), endTime: fromState('settledTo', SETTLED_TO), gameTypeId: SPORTS_GAME_TYPE, current: 1, size: 20 },
    as: LOTUS,
    response: mainSuccess({
      records: M.eachLike({
        orderNo: M.like('1204471839926000001'),
        lobbyCode: M.like('c_sports'),
        gameName: M.like('C-Sports'),
        betAmount: M.number(200000),
        validBet: M.number(200000),
        winLoss: M.number(184000),
        status: M.integer(1),
        betTime: M.regex(SERVER_TIME, '2026-11-26 18:33:00'),
        settleTime: M.regex(SERVER_TIME, '2026-11-26 22:45:00'),
      }),
      total: M.integer(6),
      current: 1,
      size: 20,
    }),
    check: async () => {
      const result = await getMyBetDetail({ startTime: FROM, endTime: SETTLED_TO, gameTypeId: SPORTS_GAME_TYPE, current: 1, size: 20 });
      expect(result.data).toMatchObject({ total: 6, current: 1, size: 20 });
      expect(result.data?.records[0]).toMatchObject({ orderNo: '1204471839926000001', status: 1, winLoss: 184000, settleTime: '2026-11-26 22:45:00' });
    },
  }),
  sumCall.failsWith(1010000004, 'Chỉ tra cứu được tối đa 30 ngày', {
    name: 'mybet sum over more than 30 days is refused with 1010000004',
    description: 'a request for the bet totals of lotus888 over 60 days',
    body: { startTime: '2026-09-28 00:00:00', endTime: '2026-11-27 23:59:59' },
  }),
  accountCase({
    name: 'match id list gives the provider match ids of the open sports bets',
    state: STATE.myBets,
    description: 'a request for the match ids of the open sports bets of lotus888',
    method: 'GET',
    path: '/api/game/syncData/getMatchIdList',
    query: { lobbyCode: 'c_sports', userId: '10001' },
    as: LOTUS,
    response: mainSuccess(M.eachLike(M.integer(912001))),
    check: async () => {
      const result = await getBetMatchIdList({ lobbyCode: 'c_sports', userId: 10001 });
      expect(result.data).toEqual([912001]);
    },
  }),
];
