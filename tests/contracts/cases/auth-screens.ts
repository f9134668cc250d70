// Main API contract cases of the sign-in, registration, password-reset and device-check screens: registration by
// username and by mobile (with its checks and generated name), the login check of /v-to-b, and the reset codes and
// the designed password reset of /forget.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  accountRegister,
  loginCheck,
  mobileRegister,
  registerCheckByCode,
  registerCheckByMobile,
  registerCreateName,
  resetPassword,
  sendEmail,
  sendSms,
} from '@/shared/api/generated/main/auth/auth';
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { slideCaptcha } from '../support/captcha';
import { asGuest } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { commonHeaders, jsonHeaders } from '../support/headers';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall } from './account-case';
import { SEED_PASSWORD } from '@mocks/seed/members';

const { captcha, captchaMatcher } = slideCaptcha(260, 640);
const REG_DOMAIN = 'm.lotus.example';
const TOKEN = M.regex('^\\S+$', 'tk_51e0f2aa90');
const session = (userName: string) => ({ accessToken: TOKEN, state: null, loginState: 0, userName });
const EMPTY = mainSuccess(null);
const PENDING_TOKEN = 'tk_pending_91ab';

const registration = {
  userName: 'newlotus01',
  password: SEED_PASSWORD,
  countryCode: 'VN',
  inviteCode: 'INV2026',
  referCode: 'LT00A1',
  regDomain: REG_DOMAIN,
};
const mobileRegistration = {
  mobile: '987650001',
  smsCode: '123456',
  countryCode: '84',
  mobileCode: '84',
  userName: 'lt8k2m9q4x',
  inviteCode: '',
  referCode: '',
  regDomain: REG_DOMAIN,
};
const smsReset = { userName: 'lotus888', verifyType: 1 as const, mobileArea: '84', mobile: '912345678', code: '123456', password: 'Lotus2027' };
const emailReset = { userName: 'nomobile01', verifyType: 2 as const, email: 'chua.so@lotus.example', code: '123456', password: 'NewPass99' };

/** The login check of /v-to-b carries the pending token of the login as its Authorization. */
const loginCheckCase: ContractCase = {
  name: 'login check with the SMS code starts the session (sent with the pending token of the login)',
  run: (pact) =>
    pact
      .addInteraction()
      .given(STATE.loginCheckSmsSent)
      .uponReceiving('a login check of lotus888 with the SMS code 123456 and the pending login token')
      .withRequest('POST', '/api/user/auth/loginCheck', (b) =>
        b
          .headers(jsonHeaders({ ...commonHeaders(), Authorization: M.like(PENDING_TOKEN) }))
          .jsonBody({ userName: 'lotus888', smsCode: '123456', mobile: '912345678', actionType: 2 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(mainSuccess(session('lotus888'))))
      .executeTest(async (mock) => {
        asGuest();
        setMainApiBaseUrl(mock.url);
        const body = { userName: 'lotus888', smsCode: '123456', mobile: '912345678', actionType: 2 as const };
        const result = await loginCheck(body, { noNeedResponseMsg: true, headers: { Authorization: PENDING_TOKEN } });
        expect(result.data).toEqual({ accessToken: 'tk_51e0f2aa90', state: null, loginState: 0, userName: 'lotus888' });
      }),
};

const resetPasswordCall = clientCall('POST', '/api/user/auth/reset-password', resetPassword, { state: STATE.resetSmsSent, as: null });

export const authScreenCases: ContractCase[] = [
  accountCase({
    name: 'account registration creates the member with the invite and referral codes and the host',
    state: STATE.memberExists,
    description: 'an account registration of newlotus01 with invite and referral codes',
    method: 'POST',
    path: '/api/user/auth/account-register',
    body: { ...registration, regDomain: M.like(REG_DOMAIN), validate: captchaMatcher },
    as: null,
    response: mainSuccess(session('newlotus01')),
    check: async () => {
      const result = await accountRegister({ ...registration, validate: captcha });
      expect(result.data).toMatchObject({ userName: 'newlotus01', accessToken: 'tk_51e0f2aa90' });
    },
  }),
  accountFailureCase({
    name: 'account registration of a taken username fails with 1001000002',
    state: STATE.memberExists,
    description: 'an account registration of the taken username lotus888',
    method: 'POST',
    path: '/api/user/auth/account-register',
    body: { ...registration, userName: 'lotus888', regDomain: M.like(REG_DOMAIN), validate: captchaMatcher },
    as: null,
    code: 1001000002,
    message: 'Tên đăng nhập đã tồn tại',
    call: () => accountRegister({ ...registration, userName: 'lotus888', validate: captcha }),
  }),
  accountCase({
    name: 'register check by mobile: a free number may register',
    state: STATE.memberExists,
    description: 'a registration check of the free mobile 84 987650001',
    method: 'GET',
    path: '/api/user/auth/mobile-registerCheckByMobile/987650001/84',
    as: null,
    response: mainSuccess(true),
    check: async () => expect((await registerCheckByMobile('987650001', '84')).data).toBe(true),
  }),
  accountFailureCase({
    name: 'register check by mobile: a member number fails with 1001000007',
    state: STATE.memberExists,
    description: 'a registration check of mobile 84 912345678, which lotus888 has',
    method: 'GET',
    path: '/api/user/auth/mobile-registerCheckByMobile/912345678/84',
    as: null,
    code: 1001000007,
    message: 'Số điện thoại đã được đăng ký',
    call: () => registerCheckByMobile('912345678', '84'),
  }),
  accountCase({
    name: 'send SMS code for a registration',
    state: STATE.memberExists,
    description: 'a request to send a registration SMS code to the free mobile 84 987650001',
    method: 'POST',
    path: '/api/user/verCode/sendSms',
    body: { actionType: 1, mobileArea: '84', mobile: '987650001', userName: '', validate: captchaMatcher },
    as: null,
    response: EMPTY,
    check: async () =>
      expect(await sendSms({ actionType: 1, mobileArea: '84', mobile: '987650001', userName: '', validate: captcha })).toMatchObject({ code: 200 }),
  }),
  accountCase({
    name: 'register check by code: the SMS code matches',
    state: STATE.registerSmsSent,
    description: 'a registration check of the SMS code 123456 for mobile 987650001',
    method: 'GET',
    path: '/api/user/auth/mobile-registerCheckByCode/987650001/123456',
    as: null,
    response: mainSuccess(true),
    check: async () => expect((await registerCheckByCode('987650001', '123456')).data).toBe(true),
  }),
  clientCall('GET', '/api/user/auth/mobile-registerCreatName', registerCreateName, { state: STATE.memberExists, as: null }).answers({
    name: 'a generated username for the mobile registration',
    description: 'a request for a free generated username',
    response: mainSuccess(M.regex('^[A-Za-z0-9]{6,20}$', 'lt8k2m9q4x')),
    check: (result) => expect(result.data).toBe('lt8k2m9q4x'),
  }),
  accountCase({
    name: 'mobile registration creates the member under the generated username',
    state: STATE.registerSmsSent,
    description: 'a mobile registration of 84 987650001 with the SMS code and a generated username',
    method: 'POST',
    path: '/api/user/auth/mobile-register',
    body: { ...mobileRegistration, regDomain: M.like(REG_DOMAIN) },
    as: null,
    response: mainSuccess(session('lt8k2m9q4x')),
    check: async () => expect((await mobileRegister(mobileRegistration)).data).toMatchObject({ userName: 'lt8k2m9q4x' }),
  }),
  loginCheckCase,
  resetPasswordCall.answers({
    name: 'password reset with the SMS code of the bound mobile',
    description: 'a password reset of lotus888 with the SMS code sent to its bound mobile',
    body: smsReset,
    response: EMPTY,
    check: (result) => expect(result).toMatchObject({ code: 200 }),
  }),
  resetPasswordCall.failsWith(1001000011, 'Số điện thoại hoặc e-mail không khớp với tài khoản', {
    name: 'password reset with a mobile not bound to the account fails with 1001000011',
    state: STATE.memberExists,
    description: 'a password reset of lotus888 naming mobile 84 933221100, which is not its own',
    body: { ...smsReset, mobile: '933221100' },
  }),
  clientCall('POST', '/api/user/verify/sendEmail', sendEmail, { state: STATE.emailBound, as: null }).answers({
    name: 'a logged-out player gets a password-reset e-mail code',
    description: 'a request without a session to e-mail a password-reset code to chua.so@lotus.example',
    body: { email: 'chua.so@lotus.example', actionType: 5 },
    response: EMPTY,
    check: (result) => expect(result).toMatchObject({ code: 200 }),
  }),
  resetPasswordCall.answers({
    name: 'password reset with the e-mail code of the bound address',
    state: STATE.resetEmailSent,
    description: 'a password reset of nomobile01 with the code e-mailed to its bound address',
    body: emailReset,
    response: EMPTY,
    check: (result) => expect(result).toMatchObject({ code: 200 }),
  }),
];
