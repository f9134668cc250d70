// Provider states of the sign-in, registration, password-reset and device-check screens (in business language) and
// their set-up on the standalone mock server. Every set-up starts from a fresh seed.
import { freshSeed, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';

export const AUTH_SCREEN_STATE = {
  registerSmsSent: 'nobody has mobile 84 987650001 and a registration SMS code 123456 was sent to it',
  loginCheckSmsSent: 'a login-check SMS code 123456 was sent to mobile 84 912345678 of member lotus888',
  resetSmsSent: 'a password-reset SMS code 123456 was sent to mobile 84 912345678, bound to member lotus888',
  emailBound: 'member nomobile01 has the e-mail chua.so@lotus.example bound',
  resetEmailSent: 'a password-reset e-mail code 123456 was sent to chua.so@lotus.example, bound to member nomobile01',
} as const;

export type AuthScreenStateName = (typeof AUTH_SCREEN_STATE)[keyof typeof AUTH_SCREEN_STATE];

const EMAIL = 'chua.so@lotus.example';

export function authScreenProviderStates(baseUrl: string): Record<AuthScreenStateName, StateHandler> {
  const sms = (mobile: string, actionType: number, userName = '') =>
    setUpCall(baseUrl, '/api/user/verCode/sendSms', { body: { actionType, mobileArea: '84', mobile, userName } });
  const bindEmail = async () => {
    const token = SEEDED_TOKENS.nomobile01;
    await setUpCall(baseUrl, '/api/user/verify/sendEmail', { token, body: { email: EMAIL, actionType: 1 } });
    await setUpCall(baseUrl, '/api/member/bind-email', { method: 'PUT', token, body: { email: EMAIL, emailCode: '123456' } });
  };
  const fresh = (setUp: () => Promise<unknown>) => freshSeed(baseUrl, setUp);

  return {
    [AUTH_SCREEN_STATE.registerSmsSent]: fresh(() => sms('987650001', 1)),
    [AUTH_SCREEN_STATE.loginCheckSmsSent]: fresh(() => sms('912345678', 2, 'lotus888')),
    [AUTH_SCREEN_STATE.resetSmsSent]: fresh(() => sms('912345678', 5, 'lotus888')),
    [AUTH_SCREEN_STATE.emailBound]: fresh(bindEmail),
    [AUTH_SCREEN_STATE.resetEmailSent]: fresh(async () => {
      await bindEmail();
      await setUpCall(baseUrl, '/api/user/verify/sendEmail', { body: { email: EMAIL, actionType: 5 } });
    }),
  };
}
