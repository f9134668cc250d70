// Typical flows through the mock backend, used by the conformance test to make every handler answer.
import { SEED_TOKENS } from '@mocks/seed';
import { CAPTCHA, call, login, sportsToken } from '@mocks/testing/client';
import { SEED_PASSWORD } from '@mocks/seed/members';

export async function guestFlow(): Promise<void> {
  await call('GET', '/api/user/countrycode/list');
  await call('GET', '/api/user/auth/get/verification/domainType');
  await call('POST', '/api/operation/siteMain/queryDetail', { body: { point: '1' } });
  await call('GET', '/api/user/auth/mobile-registerCreatName');
  await call('GET', '/api/user/auth/mobile-registerCheckByMobile/912345678/84');
  await call('GET', '/api/user/auth/mobile-registerCheckByMobile/987650001/84');
  await call('GET', '/api/user/auth/mobile-registerCheckByCode/987650001/111111');
  await call('POST', '/v1/match/statistical', { body: { sportTypes: [1] } });
  for (const type of [0, 1, 2, 3, 4, 6, 7, 8, 9]) {
    await call('POST', '/v1/match/getList', { body: { size: 50, type, sportId: 1, orderBy: type % 2 } });
  }
  await call('POST', '/v1/match/getList', { body: { size: 500 } });
  await call('POST', '/v1/match/getList', { token: 'fbm_forged', body: { size: 10 } });
  await call('POST', '/healthycheck/upLoadLog/uploadLogOperate', {
    body: { interfaceAddress: '/api/member/get', sendTime: '2026-11-23 10:00:00', modelName: 'page_usernamelogin' },
  });
}

export async function memberFlow(): Promise<void> {
  await call('POST', '/api/user/auth/account-login/v2', { body: { userName: 'lotus888', password: 'Nope20261', validate: CAPTCHA } });
  await call('POST', '/api/user/auth/account-login/v2', { body: { userName: 'lotus888', password: SEED_PASSWORD } });
  const token = await login();
  await call('GET', '/api/member/get', { token });
  await call('POST', '/api/fund/wallet/member/local', { token });
  await call('GET', '/api/user/auth/heartbeat', { token });
  const provider = await sportsToken(token);
  await call('POST', '/v1/match/getList', { token: provider, body: { size: 20, type: 1, sportId: 3 } });
  await call('POST', '/api/user/verify/sendEmail', { token, body: { email: 'player@lotus.example', actionType: 1 } });
  await call('POST', '/api/user/verify/sendEmail', { token, body: { email: 'not-an-email', actionType: 1 } });
  await call('POST', '/api/user/auth/logout', { token });
  await call('GET', '/api/member/get', { token });
}

export async function verificationFlow(): Promise<void> {
  const sms = (mobile: string, actionType: number) => call('POST', '/api/user/verCode/sendSms', { body: { actionType, mobileArea: '84', mobile } });
  await sms('912345678', 2);
  await sms('912345678', 2);
  await call('POST', '/api/user/auth/loginCheck', { body: { userName: 'lotus888', mobile: '912345678', smsCode: '123456', actionType: 2 } });
  await sms('912340002', 3);
  await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '912340002', smsCode: '123456', countryCode: '84' } });
  await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '912340002', smsCode: '123456', countryCode: '84' } });
  await sms('987650002', 1);
  await call('GET', '/api/user/auth/mobile-registerCheckByCode/987650002/123456');
  await call('POST', '/api/user/auth/mobile-register', {
    body: { mobile: '987650002', smsCode: '123456', countryCode: '84', mobileCode: '84', userName: 'vn987650002' },
  });
  await call('POST', '/api/user/auth/account-register', { body: { userName: 'newlotus02', password: SEED_PASSWORD, countryCode: 'VN', validate: CAPTCHA } });
  await call('POST', '/api/user/auth/account-register', { body: { userName: 'newlotus02', password: SEED_PASSWORD, countryCode: 'VN', validate: CAPTCHA } });
  await call('POST', '/api/user/auth/account-register', { body: { userName: 'x', password: 'short', countryCode: 'VN', validate: CAPTCHA } });
}

/** The calls a scenario typically changes, made with the seeded session. */
export async function scenarioCalls(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('GET', '/api/member/get', { token });
  await call('POST', '/api/fund/wallet/member/local', { token });
  await call('GET', '/api/user/auth/heartbeat', { token });
  await call('POST', '/api/game/bet/cSports/token', { token });
  await call('GET', '/api/user/countrycode/list');
  await call('POST', '/api/operation/siteMain/queryDetail', { body: { point: '1' } });
  await call('GET', '/api/game/home/gameType/list');
  await call('POST', '/v1/match/statistical', { body: {} });
  await call('POST', '/v1/match/getList', { body: { size: 10 } });
}
