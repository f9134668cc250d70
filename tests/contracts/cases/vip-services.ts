// Main API contract cases of the VIP experiences (designed calls): the level each unlocks at, a request, and the
// member's requests. The dedicated manager's calls (customervip/vipFont, vipphoneback) are in account-profile.ts
// and service-screens.ts.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getVipExperienceRequests, getVipExperiences, requestVipExperience } from '@/shared/api/generated/main/vip/vip';
import type { VipExperienceRequestBody } from '@/shared/api/generated/main/model';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall, LOTUS } from './account-case';

/**
 * The request's date must lie from tomorrow to 90 days ahead when it is sent, so the pact keeps a fixed example and
 * the provider state hands the verifier a day that fits (`preferredDate`); the consumer test sends one 30 days ahead.
 */
const EXAMPLE_DAY = '2026-12-12';
const dayAhead = (): string => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const requestBody = (day: unknown, guests: number, remark?: string) => ({ experienceType: 3, preferredDate: day, guests, ...(remark ? { remark } : {}) });

export const vipServiceCases: ContractCase[] = [
  clientCall('GET', '/api/member/vip/experiences', () => getVipExperiences(), { state: STATE.vipTableConfigured, as: null }).answers({
    name: 'VIP experiences tell the level each one unlocks at',
    description: 'a request for the VIP experiences by a guest',
    response: mainSuccess(M.eachLike({ experienceType: M.integer(1), minVipLevel: M.integer(5), requestOpen: M.boolean(true), maxGuests: M.integer(6) }, 3)),
    check: (result) => expect(result.data).toHaveLength(3),
  }),
  clientCall('GET', '/api/member/vip/experienceRequests', () => getVipExperienceRequests(), { state: STATE.vipTopLevel, as: LOTUS }).answers({
    name: 'VIP experience requests of a member who asked for none are empty',
    description: 'a request for the experience requests of lotus888',
    response: mainSuccess([]),
    check: (result) => expect(result.data).toEqual([]),
  }),
  accountCase({
    name: 'VIP experience request is stored waiting for the VIP desk',
    state: STATE.vipTopLevel,
    description: 'a yacht-day request of lotus888 at VIP 11 for 4 guests',
    method: 'POST',
    path: '/api/member/vip/experienceRequest',
    as: LOTUS,
    body: requestBody(M.fromProviderState('${preferredDate}', EXAMPLE_DAY), 4, 'Bãi Cháy'),
    response: mainSuccess({
      requestNo: M.regex('^VX\\d+$', 'VX2026112310001001'),
      experienceType: 3,
      preferredDate: M.regex('^\\d{4}-\\d{2}-\\d{2}$', EXAMPLE_DAY),
      guests: 4,
      remark: 'Bãi Cháy',
      status: 0,
      createTime: M.regex(SERVER_TIME, '2026-11-23 10:00:00'),
    }),
    check: async () => {
      const result = await requestVipExperience(requestBody(dayAhead(), 4, 'Bãi Cháy') as VipExperienceRequestBody);
      expect(result.data).toMatchObject({ experienceType: 3, guests: 4, status: 0 });
    },
  }),
  accountFailureCase({
    name: 'VIP experience request below the unlocking level fails with 1002000042',
    state: STATE.vipMidLevel,
    description: 'a yacht-day request of lotus888 at VIP 2',
    method: 'POST',
    path: '/api/member/vip/experienceRequest',
    as: LOTUS,
    body: requestBody(M.like(EXAMPLE_DAY), 2),
    code: 1002000042,
    message: 'Cấp VIP của bạn chưa mở trải nghiệm này',
    call: () => requestVipExperience(requestBody(dayAhead(), 2) as VipExperienceRequestBody),
  }),
];
