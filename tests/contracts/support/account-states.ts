// Provider states of the account slice (in business language) and their set-up on the standalone mock server.
// contracts/README.md explains what each one means for a backend. Every set-up starts from a fresh seed.
import { slideCaptcha } from './captcha';
import { TOKEN_PARAM } from './headers';
import { encryptedForProvider, freshSeed, loggedInAs, type MockCall, resetMock, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';
import { SEED_PASSWORD } from '@mocks/seed/members';

export const ACCOUNT_STATE = {
  lettersUnread: 'member lotus888 is logged in and has 3 unread letters, one in each tab',
  noSportLetters: 'member nomobile01 is logged in and has no sport-list letters',
  nicknameInReview: 'member lotus888 is logged in and has a new nickname in review',
  noMobile: 'member nomobile01 is logged in, has no bound mobile, no birthday and VIP level 0',
  bindSmsSent: 'member nomobile01 is logged in and an SMS code 123456 was sent to the free mobile 84 933221100',
  emailCodeSent: 'member nomobile01 is logged in and an e-mail code 123456 was sent to chua.so@lotus.example',
  noWithdrawPwd: 'member nomobile01 is logged in and has no withdraw password',
  feedbackUnreadReply: 'member lotus888 is logged in and has feedback 7001 with an unread reply',
  announcementsOnDisplay: 'deposit announcements 503, 502, 504 and normal announcements 505, 501 are on display',
  newMember: 'member newbie2026 registered just now and is logged in',
} as const;

export type AccountStateName = (typeof ACCOUNT_STATE)[keyof typeof ACCOUNT_STATE];

/** Provider-state parameter that carries an RSA-encrypted withdraw password into the request body. */
export const WITHDRAW_PWD_PARAM = 'withdrawPwd';
/** The clear withdraw password the state encrypts (never sent as is). */
export const WITHDRAW_PWD_CLEAR = '246810';

const { captcha: CAPTCHA } = slideCaptcha(142, 860);

export function accountProviderStates(baseUrl: string): Record<AccountStateName, StateHandler> {
  const api = (path: string, init?: MockCall) => setUpCall(baseUrl, path, init);
  const as = (token: string, setUp?: () => Promise<unknown>) => loggedInAs(baseUrl, token, setUp);
  const sms = (mobile: string, actionType: number) => () =>
    api('/api/user/verCode/sendSms', { body: { actionType, mobileArea: '84', mobile } });

  return {
    [ACCOUNT_STATE.lettersUnread]: as(SEEDED_TOKENS.lotus888),
    [ACCOUNT_STATE.noSportLetters]: as(SEEDED_TOKENS.nomobile01),
    [ACCOUNT_STATE.nicknameInReview]: as(SEEDED_TOKENS.lotus888, () =>
      api('/api/member/update-nickname', { method: 'PUT', token: SEEDED_TOKENS.lotus888, body: { nickName: 'Sen Bạc' } }),
    ),
    [ACCOUNT_STATE.noMobile]: as(SEEDED_TOKENS.nomobile01),
    [ACCOUNT_STATE.bindSmsSent]: as(SEEDED_TOKENS.nomobile01, sms('933221100', 4)),
    [ACCOUNT_STATE.emailCodeSent]: as(SEEDED_TOKENS.nomobile01, () =>
      api('/api/user/verify/sendEmail', { token: SEEDED_TOKENS.nomobile01, body: { email: 'chua.so@lotus.example', actionType: 1 } }),
    ),
    [ACCOUNT_STATE.noWithdrawPwd]: async () => {
      await resetMock(baseUrl);
      const ciphertext = await encryptedForProvider(baseUrl, SEEDED_TOKENS.nomobile01, WITHDRAW_PWD_CLEAR);
      return { [TOKEN_PARAM]: SEEDED_TOKENS.nomobile01, [WITHDRAW_PWD_PARAM]: ciphertext };
    },
    [ACCOUNT_STATE.feedbackUnreadReply]: as(SEEDED_TOKENS.lotus888),
    [ACCOUNT_STATE.announcementsOnDisplay]: freshSeed(baseUrl),
    [ACCOUNT_STATE.newMember]: async () => {
      await resetMock(baseUrl);
      const created = await api('/api/user/auth/account-register', {
        body: { userName: 'newbie2026', password: SEED_PASSWORD, countryCode: 'VN', validate: CAPTCHA },
      });
      return { [TOKEN_PARAM]: String((created.data as { accessToken?: unknown } | null)?.accessToken ?? '') };
    },
  };
}
