// Scenarios of the account slice: empty inboxes and lists, failing letter calls, no bound accounts, the gift pack
// closed or failing, and the invite programme closed.
import type {
  AdvicePageResponse,
  AnnouncementListResponse,
  BankCardListResponse,
  BooleanResponse,
  CheckMobileResponse,
  CryptoAddressListResponse,
  LetterCountResponse,
  LetterTypeCountResponse,
  NewMemberGiftPackResponse,
} from '@/shared/api/generated/main/model';
import { AccountCode, accountFail, bodyObject } from '../handlers/account-shared';
import { checkMobileResult } from '../handlers/withdrawal-accounts';
import { closedGiftPack } from '../handlers/gift-pack';
import { fail, ok, SYSTEM_BUSY } from '../handlers/main-envelope';
import { override, type Method } from '../handlers/routes';
import { authenticate } from '../handlers/session';
import { defineScenario } from './types';

/** The generic failure the letter and gift-pack error scenarios answer with (a shown msg). */
export const ACCOUNT_FAILURE = { code: 1000009999, msg: SYSTEM_BUSY.vi } as const;

const LETTERS = '/api/operation/letter/config';

/** A session call answered by `answer` (10009 without a session). */
function memberCall(method: Method, path: string, answer: (request: Request) => Response | Promise<Response>) {
  return override({ method, path }, ({ request }) => {
    const auth = authenticate(request);
    return auth.ok ? answer(request) : auth.response;
  });
}

const emptyPage = async (request: Request) => {
  const body = await bodyObject(request);
  const size = typeof body.size === 'number' ? body.size : 20;
  return ok({ records: [], total: 0, current: typeof body.current === 'number' ? body.current : 1, size });
};

const failing = (method: Method, path: string) =>
  override({ method, path }, ({ request }) => {
    const auth = authenticate(request);
    return auth.ok ? fail(ACCOUNT_FAILURE.code, ACCOUNT_FAILURE.msg) : auth.response;
  });

export const accountScenarios = [
  defineScenario('letters-empty', 'The inbox is empty: every letter tab lists nothing and all unread counts are 0.', [], () => [
    memberCall('POST', `${LETTERS}/queryLetterConfigSendList`, emptyPage),
    memberCall('GET', `${LETTERS}/queryLetterTypeCount`, () =>
      ok<LetterTypeCountResponse['data']>({ announceCount: 0, eventCount: 0, activityCount: 0, totalCount: 0 }),
    ),
    memberCall('GET', `${LETTERS}/queryLetterCount`, () => ok<LetterCountResponse['data']>({ totalCount: 0 })),
  ]),
  defineScenario(
    'letters-error',
    `The letter list, detail and unread counts answer ${ACCOUNT_FAILURE.code} (a failure whose msg is shown).`,
    [{ api: 'main', code: 'other' }],
    () => [
      failing('POST', `${LETTERS}/queryLetterConfigSendList`),
      failing('POST', `${LETTERS}/queryLetterConfigDetail`),
      failing('GET', `${LETTERS}/queryLetterTypeCount`),
    ],
  ),
  defineScenario('announcements-empty', 'No announcement is on display (normal or deposit).', [], () => [
    override<never, never, AnnouncementListResponse>({ method: 'GET', path: '/api/operation/announce/config/queryAnnByMember' }, () => ok([])),
  ]),
  defineScenario('feedback-empty', 'The member has sent no feedback and has no unread reply.', [], () => [
    memberCall('GET', '/api/operation/advice/config/list', (request) => {
      const url = new URL(request.url);
      const current = Number(url.searchParams.get('current') ?? 1) || 1;
      const size = Number(url.searchParams.get('size') ?? 20) || 20;
      return ok<AdvicePageResponse['data']>({ records: [], total: 0, current, size });
    }),
    memberCall('GET', '/api/operation/advice/config/hasUnreadReply', () => ok<BooleanResponse['data']>(false)),
  ]),
  defineScenario('bank-cards-empty', 'The member has no bound bank card, EBPay account or crypto address.', [], () => [
    memberCall('GET', '/api/user/bankcard/list', () => ok<BankCardListResponse['data']>([])),
    memberCall('GET', '/api/user/cryptocy/list', () => ok<CryptoAddressListResponse['data']>([])),
    ...['/api/user/bankcard/check-mobile', '/api/user/cryptocy/check-mobile'].map((path) =>
      override<never, never, CheckMobileResponse>({ method: 'GET', path }, ({ request }) => {
        const auth = authenticate(request);
        return auth.ok ? ok(checkMobileResult(auth.member, 0)) : auth.response;
      }),
    ),
  ]),
  defineScenario('gift-pack-closed', 'The new-member gift pack is closed for everyone (status 0).', [], () => [
    memberCall('POST', '/api/promotion/activity/newMemberGiftPack/isOpen', () => ok<NewMemberGiftPackResponse['data']>(closedGiftPack())),
  ]),
  defineScenario(
    'gift-pack-error',
    `The new-member gift pack check answers ${ACCOUNT_FAILURE.code} (the app treats it as no pack).`,
    [{ api: 'main', code: 'other' }],
    () => [failing('POST', '/api/promotion/activity/newMemberGiftPack/isOpen')],
  ),
  defineScenario('referral-closed', 'The invite programme has ended: the referral code call answers 1003000002.', [], () => [
    memberCall('GET', '/api/member/invite/generateReferralCode', () => accountFail(AccountCode.programmeClosed)),
  ]),
];
