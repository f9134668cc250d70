// Main API contract cases of the invite programme: the member's summary with the invited friends, the totals, the
// three tier tables, the two reward lists (paged, filtered by day) and the reward claim (designed). The referral
// code's own case is in account-invite.ts.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  claimInviteAward,
  getInviteBetAwardList,
  getInviteBetConfig,
  getInviteDepAward,
  getInviteDepConfig,
  getInviteInfo,
  getInviteTotalAward,
  getInviteVipConfig,
} from '@/shared/api/generated/main/invite/invite';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { clientCall, clientQueryCall, LOTUS } from './account-case';

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const MASKED = '^\\S{1,2}\\*\\*\\*\\S{1,2}$';
const GUEST_TIERS = { state: STATE.inviteTiersConfigured, as: null };
const WITH_FRIENDS = { state: STATE.inviterWithFriends, as: LOTUS };

const depositAwards = clientQueryCall('/api/member/invite/queryInviteDepAward', getInviteDepAward, WITH_FRIENDS);
const claimCall = clientCall('POST', '/api/member/invite/claimAward', claimInviteAward, WITH_FRIENDS);

export const referralCases: ContractCase[] = [
  clientCall('GET', '/api/member/invite/queryInviteInfo', () => getInviteInfo(), WITH_FRIENDS).answers({
    name: 'invite summary gives the code, the link, the counts and the invited friends',
    description: 'a request for the invite summary of lotus888',
    response: mainSuccess({
      referralCode: M.regex('^[A-Z0-9]{6}$', 'LT8K2M'),
      inviteLink: M.regex('^https?://\\S+/register\\?referCode=[A-Z0-9]{6}$', 'https://m.lotus.example/register?referCode=LT8K2M'),
      inviteCount: 5,
      validInviteCount: 3,
      totalAward: M.number(1_221_700),
      claimableAward: M.number(1_221_700),
      // Newest first: a friend who has not deposited yet (firstDeposit null), then four who have.
      friends: [null, 150_000, 5_000_000, 300_000, 1_000_000].map((firstDeposit) => ({
        friendName: M.regex(MASKED, 'vn***85'),
        registerTime: M.regex(SERVER_TIME, '2026-11-20 14:02:00'),
        firstDeposit: firstDeposit === null ? null : M.number(firstDeposit),
        validBet: M.number(0),
        vipLevel: M.integer(0),
      })),
    }),
    check: (result) => expect(result.data).toMatchObject({ inviteCount: 5, validInviteCount: 3 }),
  }),
  clientCall('GET', '/api/member/invite/queryInviteInfoTotalAward', () => getInviteTotalAward(), WITH_FRIENDS).answers({
    name: 'invite totals split what friends earned by reward type',
    description: 'a request for the invite totals of lotus888',
    response: mainSuccess({
      totalAward: M.number(1_221_700),
      depositAward: M.number(700_000),
      betAward: M.number(221_700),
      vipAward: M.number(300_000),
      claimableAward: M.number(1_221_700),
    }),
    check: (result) => expect(result.data?.depositAward).toBe(700_000),
  }),
  clientCall('GET', '/api/member/invite/queryInviteDepConfig', () => getInviteDepConfig(), GUEST_TIERS).answers({
    name: 'invite deposit tiers in ascending order',
    description: 'a request for the first-deposit reward tiers by a guest',
    response: mainSuccess(M.eachLike({ minDeposit: M.number(200_000), rewardAmount: M.number(50_000) }, 3)),
    check: (result) => expect(result.data?.[0]).toEqual({ minDeposit: 200_000, rewardAmount: 50_000 }),
  }),
  clientCall('GET', '/api/member/invite/queryInviteBetConfig', () => getInviteBetConfig(), GUEST_TIERS).answers({
    name: 'invite bet tiers in ascending order',
    description: 'a request for the valid-bet reward tiers by a guest',
    response: mainSuccess(M.eachLike({ level: M.integer(1), minValidBet: M.number(1_000_000), rewardRate: M.number(0.3) }, 3)),
    check: (result) => expect(result.data?.[0]?.rewardRate).toBe(0.3),
  }),
  clientCall('GET', '/api/member/invite/queryInviteVipConfig', () => getInviteVipConfig(), GUEST_TIERS).answers({
    name: 'invite VIP tiers by level',
    description: 'a request for the VIP-level reward tiers by a guest',
    response: mainSuccess(M.eachLike({ vipLevel: M.integer(3), rewardAmount: M.number(300_000) }, 3)),
    check: (result) => expect(result.data?.[0]?.vipLevel).toBe(3),
  }),
  clientQueryCall('/api/member/invite/queryInviteBetAwardList', getInviteBetAwardList, WITH_FRIENDS).answers({
    name: 'invite bet rewards come a page at a time, newest first',
    description: 'a request for the first page of five bet rewards of lotus888',
    params: { current: 1, size: 5 },
    response: mainSuccess({
      records: M.eachLike({ friendName: M.regex(MASKED, 'vn***22'), validBet: M.number(3_200_000), rewardAmount: M.number(9_600), status: 0, date: M.regex(DAY, '2026-11-22') }, 5),
      total: 14,
      current: 1,
      size: 5,
    }),
    check: (result) => expect(result.data).toMatchObject({ total: 14, current: 1, size: 5 }),
  }),
  depositAwards.answers({
    name: 'invite deposit rewards filtered to days without any come back empty',
    description: 'a request for the first-deposit rewards of lotus888 in January 2020',
    params: { current: 1, size: 10, beginDate: '2020-01-01', endDate: '2020-01-31' },
    response: mainSuccess({ records: [], total: 0, current: 1, size: 10 }),
    check: (result) => expect(result.data).toEqual({ records: [], total: 0, current: 1, size: 10 }),
  }),
  depositAwards.answers({
    name: 'invite deposit rewards list each friend’s first deposit and its reward',
    description: 'a request for the first page of first-deposit rewards of lotus888',
    params: { current: 1, size: 10 },
    response: mainSuccess({
      records: M.eachLike({ friendName: M.regex(MASKED, 'vn***22'), depositAmount: M.number(5_000_000), rewardAmount: M.number(500_000), status: 0, time: M.regex(SERVER_TIME, '2026-11-17 01:43:00') }, 3),
      total: 3,
      current: 1,
      size: 10,
    }),
    check: (result) => expect(result.data?.total).toBe(3),
  }),
  claimCall.answers({
    name: 'invite reward claim credits every claimable reward',
    description: 'a claim of every invite reward of lotus888',
    body: {},
    response: mainSuccess({ amount: M.number(1_221_700) }),
    check: (result) => expect(result.data?.amount).toBe(1_221_700),
  }),
  claimCall.failsWith(1003000001, 'Không có phần thưởng để nhận', {
    name: 'invite reward claim with nothing to claim fails with 1003000001',
    description: 'a claim of every invite reward of lotus888, who invited nobody',
    state: STATE.inviterWithoutFriends,
    body: {},
  }),
];
