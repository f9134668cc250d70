// Main API contract cases of the VIP levels (designed calls): the level table, the member's progress and the
// upgrade-bonus claim.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { claimVipUpgradeBonus, getVipLevelConfig, getVipProgress } from '@/shared/api/generated/main/vip/vip';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { clientCall, LOTUS } from './account-case';

const LEVEL_RULE = {
  vipLevel: M.integer(3),
  depositRequired: M.number(5_000_000),
  turnoverRequired: M.number(25_000_000),
  upgradeBonus: M.number(88_000),
  birthdayBonus: M.number(88_000),
  rebateRate: M.number(0.6),
  dailyWithdrawLimit: M.number(300_000_000),
  dailyWithdrawTimes: M.integer(8),
  dedicatedManager: M.boolean(true),
};

const claimCall = clientCall('POST', '/api/member/vip/claimUpgradeBonus', claimVipUpgradeBonus, { state: STATE.vipTopLevel, as: LOTUS });

export const vipLevelCases: ContractCase[] = [
  clientCall('GET', '/api/member/vip/levelConfig', () => getVipLevelConfig(), { state: STATE.vipTableConfigured, as: null }).answers({
    name: 'VIP level table lists levels 0 to 11 with their requirements and benefits',
    description: 'a request for the VIP level table by a guest',
    response: mainSuccess({ currency: M.like('VND'), levels: M.eachLike(LEVEL_RULE, 12) }),
    check: (result) => expect(result.data?.levels).toHaveLength(12),
  }),
  clientCall('GET', '/api/member/vip/progress', () => getVipProgress(), { state: STATE.vipMidLevel, as: LOTUS }).answers({
    name: 'VIP progress of a member at VIP 2 gives what VIP 3 still asks for',
    description: 'a request for the VIP progress of lotus888',
    response: mainSuccess({
      vipLevel: 2,
      nextLevel: 3,
      depositTotal: M.number(3_500_000),
      turnoverTotal: M.number(31_000_000),
      requirements: [
        { kind: 'deposit', required: M.number(5_000_000), achieved: M.number(3_500_000) },
        { kind: 'turnover', required: M.number(25_000_000), achieved: M.number(31_000_000) },
      ],
      upgradeBonuses: M.eachLike({ vipLevel: M.integer(2), amount: M.number(38_000), status: 1, claimTime: M.regex(SERVER_TIME, '2026-10-02 20:15:00') }, 2),
    }),
    check: (result) => expect(result.data).toMatchObject({ vipLevel: 2, nextLevel: 3 }),
  }),
  claimCall.answers({
    name: 'VIP upgrade-bonus claim credits the bonus of a reached level',
    description: 'a claim of the VIP 11 upgrade bonus by lotus888',
    body: { vipLevel: 11 },
    response: mainSuccess({ vipLevel: 11, amount: M.number(38_888_000) }),
    check: (result) => expect(result.data).toEqual({ vipLevel: 11, amount: 38_888_000 }),
  }),
  claimCall.failsWith(1002000040, 'Bạn chưa đạt cấp VIP này', {
    name: 'VIP upgrade-bonus claim of a level not reached fails with 1002000040',
    description: 'a claim of the VIP 3 upgrade bonus by lotus888 at VIP 2',
    state: STATE.vipMidLevel,
    body: { vipLevel: 3 },
  }),
];
