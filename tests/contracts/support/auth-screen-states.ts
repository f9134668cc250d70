// Provider states of the sign-in, registration, password-reset and device-check screens (in business language) and
// their set-up on the standalone mock server. Every set-up starts from a fresh seed.
import type { VerifierOptions } from '@pact-foundation/pact';

export const AUTH_SCREEN_STATE = {
  registerSmsSent: 'nobody has mobile 84 987650001 and a registration SMS code 123456 was sent to it',
  loginCheckSmsSent: 'a login-check SMS code 123456 was sent to mobile 84 912345678 of member lotus888',
  resetSmsSent: 'a password-reset SMS code 123456 was sent to mobile 84 912345678, bound to member lotus888',
  emailBound: 'member nomobile01 has the e-mail chua.so@lotus.example bound',
  resetEmailSent: 'a password-reset e-mail code 123456 was sent to chua.so@lotus.example, bound to member nomobile01',
} as const;

export type AuthScreenStateName = (typeof AUTH_SCREEN_STATE)[keyof typeof AUTH_SCREEN_STATE];

type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

const NOMOBILE_TOKEN = 'tk_seed_nomobile01';
const EMAIL = 'chua.so@lotus.example';

export function authScreenProviderStates(baseUrl: string): Record<AuthScreenStateName, StateHandler> {
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
    const answer = (await response.json()) as { code?: unknown };
    if (path !== '/__control/reset' && answer.code !== 200) {
      throw new Error(`${path} failed in a provider state: ${JSON.stringify(answer)}`);
    }
  };
  const reset = () => call('POST', '/__control/reset', {});
  const sms = (mobile: string, actionType: number, userName = '') =>
    call('POST', '/api/user/verCode/sendSms', { actionType, mobileArea: '84', mobile, userName });
  const bindEmail = async () => {
    await call('POST', '/api/user/verify/sendEmail', { email: EMAIL, actionType: 1 }, NOMOBILE_TOKEN);
    await call('PUT', '/api/member/bind-email', { email: EMAIL, emailCode: '123456' }, NOMOBILE_TOKEN);
  };
  const fresh = (setUp: () => Promise<unknown>) => async () => {
    await reset();
    await setUp();
  };

  return {
    [AUTH_SCREEN_STATE.registerSmsSent]: fresh(() => sms('987650001', 1)),
    [AUTH_SCREEN_STATE.loginCheckSmsSent]: fresh(() => sms('912345678', 2, 'lotus888')),
    [AUTH_SCREEN_STATE.resetSmsSent]: fresh(() => sms('912345678', 5, 'lotus888')),
    [AUTH_SCREEN_STATE.emailBound]: fresh(bindEmail),
    [AUTH_SCREEN_STATE.resetEmailSent]: fresh(async () => {
      await bindEmail();
      await call('POST', '/api/user/verify/sendEmail', { email: EMAIL, actionType: 5 });
    }),
  };
}
