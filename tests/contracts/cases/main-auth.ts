// Main API contract cases: logins, logout, heartbeat, SMS codes and the error report of a failed login.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { apiEvents, type ToastEvent } from '@/shared/api/api-events';
import { settleErrorReports } from '@/shared/api/error-report';
import { accountLogin, heartbeat, logout, mobileLogin, sendSms } from '@/shared/api/generated/main/auth/auth';
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { getToken } from '@/shared/session/token-store';
import { slideCaptcha } from '../support/captcha';
import { SEED_PASSWORD } from '@mocks/seed/members';
import { asGuest, asMember, SEED_MEMBER } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { mainFailure, mainSuccess } from '../support/envelopes';
import { commonHeaders, jsonHeaders, memberHeaders } from '../support/headers';
import { STATE } from '../support/states';

const { captcha, captchaMatcher } = slideCaptcha(142, 860);
const loginResult = (userName: string) => ({
  accessToken: M.regex('^\\S+$', 'tk_3f9c1a7b2d'),
  state: null,
  loginState: 0,
  userName,
});
const WRONG_CREDENTIALS = 'Tên đăng nhập hoặc mật khẩu không đúng';
const EXPIRED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

export const mainAuthCases: ContractCase[] = [
  {
    name: 'account login with the right password starts a session',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.memberExists)
        .uponReceiving('an account login of lotus888 with the right password')
        .withRequest('POST', '/api/user/auth/account-login/v2', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({ userName: SEED_MEMBER, password: SEED_PASSWORD, validate: captchaMatcher }),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(loginResult(SEED_MEMBER))))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await accountLogin({ userName: SEED_MEMBER, password: SEED_PASSWORD, validate: captcha });
          expect(result.code).toBe(200);
          expect(result.data).toEqual({ accessToken: 'tk_3f9c1a7b2d', state: null, loginState: 0, userName: SEED_MEMBER });
        }),
  },
  {
    name: 'account login with a wrong password fails with 1001000001, shows the message and reports it',
    run: (pact) => {
      pact
        .addInteraction()
        .given(STATE.memberExists)
        .uponReceiving('an account login of lotus888 with a wrong password')
        .withRequest('POST', '/api/user/auth/account-login/v2', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({ userName: SEED_MEMBER, password: 'Wrong2026', validate: captchaMatcher }),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainFailure(1001000001, WRONG_CREDENTIALS)));
      return pact
        .addInteraction()
        .given(STATE.errorLogOpen)
        .uponReceiving('an error report about the failed login')
        .withRequest('POST', '/healthycheck/upLoadLog/uploadLogOperate', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({
            userId: '',
            phoneInfo: M.like('H5-AND-1763866800-a1b2c3-9f8e7d6c client=7 Pixel 8'),
            modelName: M.like('main-api'),
            interfaceAddress: M.regex('^https?://[^/]+/api/user/auth/account-login/v2$', 'https://api.lotus.example/api/user/auth/account-login/v2'),
            reqMsg: M.like('{"method":"POST","body":"{\\"userName\\":\\"lotus888\\"}"}'),
            rpsMsg: M.like('{"code":1001000001,"msg":"wrong password","data":null}'),
            sendTime: M.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-23T03:00:00.000Z'),
            recieveTime: M.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-23T03:00:00.120Z'),
          }),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(null)))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const toasts: ToastEvent[] = [];
          const stop = apiEvents.on('toast', (toast) => toasts.push(toast));
          try {
            const login = accountLogin({ userName: SEED_MEMBER, password: 'Wrong2026', validate: captcha });
            await expect(login).rejects.toMatchObject({ name: 'ApiError', code: 1001000001, msg: WRONG_CREDENTIALS });
            await settleErrorReports();
          } finally {
            stop();
          }
          expect(toasts.map((toast) => toast.message)).toEqual([WRONG_CREDENTIALS]);
        });
    },
  },
  {
    name: 'mobile login with the SMS code starts a session',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.smsCodeSent)
        .uponReceiving('a mobile login of 84 912345678 with the SMS code 123456')
        .withRequest('POST', '/api/user/auth/mobile-login', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({ mobile: '912345678', smsCode: '123456', countryCode: '84' }),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(loginResult(SEED_MEMBER))))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await mobileLogin({ mobile: '912345678', smsCode: '123456', countryCode: '84' });
          expect(result.data?.userName).toBe(SEED_MEMBER);
          expect(result.data?.accessToken).toBe('tk_3f9c1a7b2d');
        }),
  },
  {
    name: 'send SMS code to a mobile number',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.noRecentSms)
        .uponReceiving('a request to send a login SMS code to 84 912345678')
        .withRequest('POST', '/api/user/verCode/sendSms', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({
            actionType: 3,
            mobileArea: '84',
            mobile: '912345678',
            userName: '',
            validate: captchaMatcher,
          }),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(null)))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await sendSms({ actionType: 3, mobileArea: '84', mobile: '912345678', userName: '', validate: captcha });
          expect(result).toEqual({ code: 200, msg: 'success', data: null });
        }),
  },
  {
    name: 'logout ends the session',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.loggedIn)
        .uponReceiving('a logout of lotus888')
        .withRequest('POST', '/api/user/auth/logout', (b) => b.headers(memberHeaders()))
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(null)))
        .executeTest(async (mock) => {
          asMember('tk_seed_lotus888', SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          expect(await logout()).toEqual({ code: 200, msg: 'success', data: null });
        }),
  },
  {
    name: 'heartbeat keeps a live session',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.loggedIn)
        .uponReceiving('a heartbeat of lotus888')
        .withRequest('GET', '/api/user/auth/heartbeat', (b) => b.headers(memberHeaders()))
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(null)))
        .executeTest(async (mock) => {
          asMember('tk_seed_lotus888', SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          expect(await heartbeat()).toEqual({ code: 200, msg: 'success', data: null });
          expect(getToken()).toBe('tk_seed_lotus888');
        }),
  },
  {
    name: 'heartbeat with an expired session answers 10009 and ends the session',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.sessionExpired)
        .uponReceiving('a heartbeat with an expired session token')
        .withRequest('GET', '/api/user/auth/heartbeat', (b) =>
          b.headers(memberHeaders({ token: 'tk_expired_lotus888', userName: SEED_MEMBER })),
        )
        .willRespondWith(200, (b) => b.jsonBody(mainFailure(10009, EXPIRED)))
        .executeTest(async (mock) => {
          asMember('tk_expired_lotus888', SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          await expect(heartbeat()).rejects.toMatchObject({ name: 'ApiError', code: 10009 });
          expect(getToken()).toBeNull();
        }),
  },
];
