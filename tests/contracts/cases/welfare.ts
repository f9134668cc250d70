// Main API contract case of the member's rewards (/welfare): a claimed reward with its source campaign and turnover.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getCollectedRewards } from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { CAMPAIGNS_STATE } from '../support/campaigns-states';
import { mainSuccess } from '../support/envelopes';
import { accountCase, LOTUS } from './account-case';
import { time } from './campaigns-examples';

export const rewardCases: ContractCase[] = [
  accountCase({
    name: 'collected rewards list the claimed rewards with their source campaign and turnover left',
    state: CAMPAIGNS_STATE.firstChargeClaimed,
    description: 'a request for lotus888’s claimed rewards',
    method: 'GET',
    path: '/api/promotion/activity/reward/collected',
    query: { current: '1', size: '20', status: '1' },
    as: LOTUS,
    response: mainSuccess({
      records: M.eachLike({
        id: M.integer(66001),
        activityId: M.integer(3002),
        activityName: M.like('Thưởng nạp đầu 100%'),
        activityType: M.integer(1),
        page: M.like('/first-charge'),
        levelId: M.integer(2),
        title: M.like('Nạp lần đầu từ 500.000 VND'),
        amount: M.number(150_000),
        status: 1,
        collectTime: time('2026-11-23 10:00:00'),
        expireTime: null,
        turnoverRequired: M.number(750_000),
        turnoverDone: M.number(0),
      }),
      total: M.integer(1),
      current: M.integer(1),
      size: M.integer(20),
      totalAmount: M.number(150_000),
      claimableAmount: M.number(0),
    }),
    check: async () => expect((await getCollectedRewards({ current: 1, size: 20, status: 1 })).data?.records[0]).toMatchObject({ activityId: 3002, turnoverRequired: 750_000 }),
  }),
];
