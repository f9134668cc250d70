// Main API contract cases of what follows registration and of sharing: the new-member gift pack and the referral
// code.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { generateReferralCode } from '@/shared/api/generated/main/invite/invite';
import { getNewMemberGiftPack } from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, LOTUS, NEWBIE } from './account-case';

const GIFT_PACK_NAME = 'Quà chào mừng thành viên mới';

export const accountInviteCases: ContractCase[] = [
  accountCase({
    name: 'new-member gift pack is open right after registration',
    state: STATE.newMember,
    description: 'a gift-pack check of newbie2026 right after registration',
    method: 'POST',
    path: '/api/promotion/activity/newMemberGiftPack/isOpen',
    as: NEWBIE,
    response: mainSuccess({ status: 1, id: M.integer(3005), name: M.like(GIFT_PACK_NAME), advertiseId: M.integer(44) }),
    check: async () => {
      const result = await getNewMemberGiftPack();
      expect(result.data).toEqual({ status: 1, id: 3005, name: GIFT_PACK_NAME, advertiseId: 44 });
    },
  }),
  accountCase({
    name: 'new-member gift pack is closed for a member who registered long ago',
    state: STATE.loggedIn,
    description: 'a gift-pack check of lotus888',
    method: 'POST',
    path: '/api/promotion/activity/newMemberGiftPack/isOpen',
    as: LOTUS,
    response: mainSuccess({ status: 0, id: M.integer(3005), name: M.like(GIFT_PACK_NAME), advertiseId: null }),
    check: async () => expect((await getNewMemberGiftPack()).data?.status).toBe(0),
  }),
  accountCase({
    name: 'referral code gives the member code and the registration link carrying it',
    state: STATE.loggedIn,
    description: 'a request for the referral code of lotus888',
    method: 'GET',
    path: '/api/member/invite/generateReferralCode',
    as: LOTUS,
    response: mainSuccess({
      referralCode: M.regex('^[A-Z0-9]{6}$', 'LT8K2M'),
      inviteLink: M.regex('^https?://\\S+/register\\?referCode=[A-Z0-9]{6}$', 'https://m.lotus.example/register?referCode=LT8K2M'),
    }),
    check: async () => {
      const result = await generateReferralCode();
      expect(result.data).toEqual({ referralCode: 'LT8K2M', inviteLink: 'https://m.lotus.example/register?referCode=LT8K2M' });
    },
  }),
];
