// Main API contract cases of the masters and their plans (designed calls): the ranking, a master's page, their
// plans by state and one plan with its selections and result. Hit rates and returns are the provider's figures over
// the master's recent settled plans.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getLiveMasterDetail, getLiveMasterPlans, getLiveMasters, getLivePlanDetail } from '@/shared/api/generated/main/masters/masters';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase } from './account-case';

const RESULT = '^(open|won|halfWon|push|halfLost|lost|void)$';

const MASTER = {
  masterId: M.integer(501),
  nickName: M.like('Thầy Long'),
  avatar: M.like('https://static.lotus.example/live/master/501.png'),
  intro: M.like('Chuyên kèo châu Á Ngoại hạng Anh'),
  openPlans: M.integer(2),
  stats: {
    settledPlans: M.integer(16),
    wonPlans: M.integer(9),
    hitRate: M.number(56.3),
    returnRate: M.number(25.6),
    recentForm: M.eachLike(M.regex('^(won|lost)$', 'won')),
  },
};

const PLAN = {
  planId: M.integer(80018),
  masterId: M.integer(501),
  title: M.like('Xỉu 2 · Oberbach Rovers - Sporting Marienhof'),
  state: M.regex('^(open|won|lost|void)$', 'open'),
  selectionCount: M.integer(1),
  totalOdds: M.number(3.03),
  createTime: M.integer(1_795_886_940_000),
  kickOff: M.integer(1_795_888_200_000),
};

const guestGet = (path: string, query: Record<string, string>) => ({ state: STATE.mastersWithPlans, method: 'GET' as const, path, query, as: null });

export const mastersCases: ContractCase[] = [
  accountCase({
    ...guestGet('/api/live/master/list', { sort: 'hitRate' }),
    name: 'masters ranked by hit rate over their recent settled plans',
    description: 'a request for the masters by hit rate, by a guest',
    response: mainSuccess(M.eachLike(MASTER, 2)),
    check: async () => {
      const masters = (await getLiveMasters({ sort: 'hitRate' })).data ?? [];
      expect(masters[0]?.stats.hitRate).toBeGreaterThanOrEqual(masters[1]?.stats.hitRate ?? 0);
    },
  }),
  accountCase({
    ...guestGet('/api/live/master/detail', { masterId: '501' }),
    name: 'master detail gives the rank, the figures and the bio',
    description: 'a request for master 501 by a guest',
    response: mainSuccess({ ...MASTER, masterId: 501, bio: M.like('10 năm theo dõi bóng đá Anh.'), rank: M.integer(1) }),
    check: async () => expect((await getLiveMasterDetail({ masterId: 501 })).data?.masterId).toBe(501),
  }),
  accountFailureCase({
    ...guestGet('/api/live/master/detail', { masterId: '599' }),
    state: STATE.noSuchMaster,
    name: 'master detail of a master that does not exist fails with 1011000003',
    description: 'a request for master 599 by a guest',
    code: 1011000003,
    message: 'Không tìm thấy chuyên gia',
    call: () => getLiveMasterDetail({ masterId: 599 }),
  }),
  accountCase({
    ...guestGet('/api/live/master/plans', { masterId: '501', state: 'open' }),
    name: 'master plans filtered to the open ones',
    description: 'a request for the open plans of master 501 by a guest',
    response: mainSuccess(M.eachLike({ ...PLAN, state: 'open' })),
    check: async () => expect((await getLiveMasterPlans({ masterId: 501, state: 'open' })).data?.[0]?.state).toBe('open'),
  }),
  accountCase({
    ...guestGet('/api/live/plan/detail', { planId: '80001' }),
    name: 'plan detail gives the selections, the reasoning and, once settled, each result and the return',
    description: 'a request for plan 80001 by a guest',
    response: mainSuccess({
      ...PLAN,
      planId: 80001,
      state: M.regex('^(won|lost|void)$', 'lost'),
      masterNickName: M.like('Thầy Long'),
      reasoning: M.like('Lịch thi đấu dày khiến Eagle Rock Wolves phải xoay tua đội hình.'),
      selections: M.eachLike({
        matchId: M.integer(912171),
        sportId: M.integer(3),
        marketId: M.integer(5_312_610),
        marketType: M.integer(3002),
        period: M.integer(3001),
        line: M.like('8.5'),
        optionType: M.integer(1),
        odds: M.number(1.8),
        matchName: M.like('Redwood City Storm - Eagle Rock Wolves'),
        marketName: M.like('Kèo chấp'),
        optionName: M.like('Redwood City Storm +8.5'),
        kickOff: M.integer(1_795_565_700_000),
        result: M.regex(RESULT, 'lost'),
        finalScore: M.regex('^\\d+-\\d+$', '97-117'),
      }),
      returnRate: M.number(-100),
    }),
    check: async () => expect((await getLivePlanDetail({ planId: 80001 })).data?.planId).toBe(80001),
  }),
];
