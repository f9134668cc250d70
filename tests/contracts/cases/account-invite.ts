// Main API contract cases of what follows registration and of sharing: the new-member gift pack and the referral
// code.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { generateReferralCode } from '@/shared/api/generated/main/invite/invite';
import { getNewMemberGiftPack } from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { clientCall, LOTUS, NEWBIE } from './account-case';

const GIFT_PACK_NAME = 'Quà chào mừng thành viên mới';

const getNewMemberGiftPackCall = clientCall('POST', '/api/promotion/activity/newMemberGiftPack/isOpen', getNewMemberGiftPack, { state: STATE.newMember, as: NEWBIE });

export const accountInviteCases: ContractCase[] = [
  getNewMemberGiftPackCall.answers({
    name: 'new-member gift pack is open right after registration',
    description: 'a gift-pack check of newbie2026 right after registration',
    response: mainSuccess({ status: 1, id: M.integer(3005), name: M.like(GIFT_PACK_NAME), advertiseId: M.integer(44) }),
    check: (result) => {
      expect(result.data).toEqual({ status: 1, id: 3005, name: GIFT_PACK_NAME, advertiseId: 44 });
    },
  }),
  getNewMemberGiftPackCall.answers({
    name: 'new-member gift pack is closed for a member who registered long ago',
    state: STATE.loggedIn,
    description: 'a gift-pack check of lotus888',
    as: LOTUS,
    response: mainSuccess({ status: 0, id: M.integer(3005), name: M.like(GIFT_PACK_NAME), advertiseId: null }),
    check: (result) => expect(result.data?.status).toBe(0),
  }),
  clientCall('GET', '/api/member/invite/generateReferralCode', generateReferralCode, { state: STATE.loggedIn, as: LOTUS }).answers({
    name: 'referral code gives the member code and the registration link carrying it',
    description: 'a request for the referral code of lotus888',
    response: mainSuccess({
      referralCode: M.regex('^[A-Z0-9]{6}$', 'LT8K2M'),
      inviteLink: M.regex('^https?://\\S+/register\\?referCode=[A-Z0-9]{6}$', 'https://m.lotus.example/register?referCode=LT8K2M'),
    }),
    check: (result) => {
      expect(result.data).toEqual({ referralCode: 'LT8K2M', inviteLink: 'https://m.lotus.example/register?referCode=LT8K2M' });
    },
  }),
];
