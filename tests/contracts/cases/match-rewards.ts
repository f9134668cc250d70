// Main API contract cases of match rewards and cheer-up: the featured matches for guests, a member's claim of a match
// whose bet reached the minimum, the cheer records and a schedule campaign's matches.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getCheerRecord, getMatchAwardConfig, getMatchTemplateDetail, receiveMatchRewards } from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { CAMPAIGNS_STATE, MATCH_ID_PARAM } from '../support/campaigns-states';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, LOTUS } from './account-case';
import { time } from './campaigns-examples';

/** A cheer-up match lotus888's seeded bet reached (the provider state names the real one). */
const EXAMPLE_MATCH = 912009;

const match = {
  matchId: M.integer(EXAMPLE_MATCH),
  leagueName: M.like('V.League 1'),
  homeTeam: M.like('Hà Nội FC'),
  awayTeam: M.like('Công An Hà Nội'),
  beginTime: time('2026-11-23 19:15:00'),
  minBet: M.number(100_000),
  betAmount: M.number(0),
  rewardAmount: M.number(30_000),
  state: M.integer(0),
};

export const matchRewardCases: ContractCase[] = [
  accountCase({
    name: 'match award config gives guests the featured matches with no progress',
    state: CAMPAIGNS_STATE.catalogue,
    description: 'a guest request for the matches of cheer-up campaign 3010',
    method: 'GET',
    path: '/api/promotion/activity/getMatchAwardConfig',
    query: { activityId: '3010' },
    as: null,
    response: mainSuccess({ activityId: M.integer(3010), title: M.like('Cổ vũ đội nhà'), status: M.integer(1), startTime: time('2026-11-21 00:00:00'), endTime: time('2026-12-02 23:59:59'), matches: M.eachLike(match) }),
    check: async () => expect((await getMatchAwardConfig({ activityId: 3010 })).data?.matches[0]).toMatchObject({ betAmount: 0, state: 0 }),
  }),
  accountCase({
    name: 'receive match rewards credits a reached match’s reward once',
    state: CAMPAIGNS_STATE.cheerReached,
    description: 'lotus888 claiming the reward of a cheer-up match its bet reached',
    method: 'POST',
    path: '/api/promotion/activity/receiveMatchRewards',
    body: { activityId: 3010, matchId: M.fromProviderState(`\${${MATCH_ID_PARAM}}`, EXAMPLE_MATCH) },
    as: LOTUS,
    response: mainSuccess({ rewardId: M.integer(66001), rewardAmount: M.number(30_000), turnoverRequired: M.number(30_000) }),
    check: async () => expect((await receiveMatchRewards({ activityId: 3010, matchId: EXAMPLE_MATCH })).data?.rewardAmount).toBe(30_000),
  }),
  accountCase({
    name: 'cheer record lists the member’s bets on the featured matches',
    state: STATE.loggedIn,
    description: 'a request for lotus888’s cheer records in campaign 3010',
    method: 'GET',
    path: '/api/promotion/activity/cheer/queryCheerRecord',
    query: { activityId: '3010', current: '1', size: '50' },
    as: LOTUS,
    response: mainSuccess({
      records: M.eachLike({
        id: M.integer(926000001),
        matchId: M.integer(EXAMPLE_MATCH),
        matchName: M.like('Hà Nội FC – Công An Hà Nội'),
        teamName: M.like('Hà Nội FC'),
        cheerAmount: M.number(100_000),
        rewardAmount: M.number(0),
        status: M.integer(0),
        createTime: time('2026-11-23 07:00:00'),
      }),
      total: M.integer(1),
      current: M.integer(1),
      size: M.integer(50),
    }),
    check: async () => expect((await getCheerRecord({ activityId: 3010, current: 1, size: 50 })).data?.records[0]?.status).toBe(0),
  }),
  accountCase({
    name: 'match template detail gives a schedule campaign’s matches',
    state: CAMPAIGNS_STATE.catalogue,
    description: 'a guest request for the schedule of campaign 3007',
    method: 'GET',
    path: '/api/promotion/activity/matchTemplate/detail',
    query: { activityId: '3007' },
    as: null,
    response: mainSuccess({
      activityId: M.integer(3007),
      title: M.like('Lịch thi đấu tâm điểm'),
      bannerUrl: M.regex('^https?://\\S+$', 'https://cdn.lotus.example/campaign/3007.svg'),
      content: M.like('<p>Lịch các trận cầu nổi bật.</p>'),
      startTime: time('2026-11-21 00:00:00'),
      endTime: time('2026-12-05 23:59:59'),
      matches: M.eachLike({ matchId: M.integer(EXAMPLE_MATCH), sportId: M.integer(1), leagueName: M.like('V.League 1'), homeTeam: M.like('Hà Nội FC'), awayTeam: M.like('Công An Hà Nội'), beginTime: time('2026-11-23 19:15:00') }),
    }),
    check: async () => expect((await getMatchTemplateDetail({ activityId: 3007 })).data?.matches[0]?.sportId).toBe(1),
  }),
];
