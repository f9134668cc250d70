import { describe, expect, it } from 'vitest';
import { setVerificationCode } from '../db/runtime';
import { SEED_TOKENS } from '../seed';
import { CAPTCHA, call, login } from '../testing/client';
import { SEED_PASSWORD } from '../seed/members';

const register = (userName: string, password = SEED_PASSWORD) =>
  call('POST', '/api/user/auth/account-register', { body: { userName, password, countryCode: 'VN', validate: CAPTCHA } });

describe('account login', () => {
  it('logs lotus888 in and the token reads the profile and wallet', async () => {
    const token = await login();
    const member = await call('GET', '/api/member/get', { token });
    expect(member.data).toMatchObject({ userName: 'lotus888', mobile: '912345678', mobileArea: '84', vipLevel: 2 });
    const balance = await call('POST', '/api/fund/wallet/member/local', { token });
    expect(balance.data.memberWallet).toEqual({ balance: 1_250_000, currency: 'VND', frozenAmount: 0 });
  });

  it('refuses a wrong password with 1001000001 and a Vietnamese message', async () => {
    const answer = await call('POST', '/api/user/auth/account-login/v2', {
      body: { userName: 'lotus888', password: 'Wrong2026', validate: CAPTCHA },
    });
    expect(answer).toEqual({ code: 1001000001, msg: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null });
  });

  it('refuses a missing or malformed captcha result with 1001000006', async () => {
    const missing = await call('POST', '/api/user/auth/account-login/v2', { body: { userName: 'lotus888', password: SEED_PASSWORD } });
    const malformed = await call('POST', '/api/user/auth/account-login/v2', {
      body: { userName: 'lotus888', password: SEED_PASSWORD, validate: { captchaId: 'x' } },
    });
    expect([missing.code, malformed.code]).toEqual([1001000006, 1001000006]);
  });

  it('answers 10009 for calls without a valid token', async () => {
    expect((await call('GET', '/api/member/get')).code).toBe(10009);
    expect((await call('GET', '/api/member/get', { token: 'tk_unknown' })).code).toBe(10009);
    expect((await call('POST', '/api/fund/wallet/member/local', { token: '' })).code).toBe(10009);
  });

  it('accepts the seeded token without a login', async () => {
    const member = await call('GET', '/api/member/get', { token: SEED_TOKENS.lotus888 });
    expect(member.data.userName).toBe('lotus888');
  });

  it('logout invalidates the token', async () => {
    const token = await login();
    expect((await call('GET', '/api/user/auth/heartbeat', { token })).code).toBe(200);
    expect((await call('POST', '/api/user/auth/logout', { token })).code).toBe(200);
    expect((await call('GET', '/api/user/auth/heartbeat', { token })).code).toBe(10009);
    expect((await call('GET', '/api/member/get', { token })).code).toBe(10009);
  });
});

describe('registration', () => {
  it('creates a member who can then log in, and refuses the same name again', async () => {
    const created = await register('newlotus01');
    expect(created.code).toBe(200);
    const member = await call('GET', '/api/member/get', { token: created.data.accessToken });
    expect(member.data).toMatchObject({ userName: 'newlotus01', currency: 'VND', status: [] });
    expect(await login('newlotus01')).toMatch(/^tk_/);
    expect((await register('NEWLOTUS01')).code).toBe(1001000002);
  });

  it('registers by mobile with the SMS code and logs in by mobile later', async () => {
    expect((await call('GET', '/api/user/auth/mobile-registerCheckByMobile/987654321/84')).data).toBe(true);
    const sent = await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 1, mobileArea: '84', mobile: '987654321' } });
    expect(sent.code).toBe(200);
    expect((await call('GET', '/api/user/auth/mobile-registerCheckByCode/987654321/123456')).data).toBe(true);
    expect((await call('GET', '/api/user/auth/mobile-registerCheckByCode/987654321/654321')).code).toBe(1001000003);
    const name = (await call('GET', '/api/user/auth/mobile-registerCreatName')).data as string;
    const created = await call('POST', '/api/user/auth/mobile-register', {
      body: { mobile: '987654321', smsCode: '123456', countryCode: '84', mobileCode: '84', userName: name },
    });
    expect(created.code).toBe(200);
    expect((await call('GET', '/api/user/auth/mobile-registerCheckByMobile/987654321/84')).code).toBe(1001000007);

    // The code was used up; a mobile login needs a fresh one (sent after the resend interval).
    const reused = await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '987654321', smsCode: '123456', countryCode: '84' } });
    expect(reused.code).toBe(1001000003);
  });

  it('hands out generated names nobody has', async () => {
    const first = (await call('GET', '/api/user/auth/mobile-registerCreatName')).data as string;
    const second = (await call('GET', '/api/user/auth/mobile-registerCreatName')).data as string;
    expect(first).toMatch(/^lt[a-z0-9]{8}$/);
    expect(second).not.toBe(first);
  });
});

describe('SMS codes', () => {
  it('logs in by mobile with the sent code and refuses a wrong one', async () => {
    await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 3, mobileArea: '84', mobile: '912345678' } });
    const wrong = await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '912345678', smsCode: '000000', countryCode: '84' } });
    expect(wrong.code).toBe(1001000003);
    const ok = await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '912345678', smsCode: '123456', countryCode: '84' } });
    expect(ok.data.userName).toBe('lotus888');
  });

  it('refuses a second SMS to the same number within 60 s', async () => {
    const body = { actionType: 3, mobileArea: '84', mobile: '912345678' };
    expect((await call('POST', '/api/user/verCode/sendSms', { body })).code).toBe(200);
    expect((await call('POST', '/api/user/verCode/sendSms', { body })).code).toBe(1001000008);
  });

  it('answers an unknown mobile with 1001000004', async () => {
    await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 3, mobileArea: '84', mobile: '900000001' } });
    const answer = await call('POST', '/api/user/auth/mobile-login', { body: { mobile: '900000001', smsCode: '123456', countryCode: '84' } });
    expect(answer.code).toBe(1001000004);
  });

  it('uses the code set by a test instead of 123456', async () => {
    setVerificationCode('246810');
    await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 2, mobileArea: '84', mobile: '912345678' } });
    const check = { userName: 'lotus888', mobile: '912345678', actionType: 2 };
    expect((await call('POST', '/api/user/auth/loginCheck', { body: { ...check, smsCode: '123456' } })).code).toBe(1001000003);
    expect((await call('POST', '/api/user/auth/loginCheck', { body: { ...check, smsCode: '246810' } })).code).toBe(200);
  });
});

describe('reference data', () => {
  it('lists the countries with their phone lengths, Vietnam first', async () => {
    const { data } = await call('GET', '/api/user/countrycode/list');
    expect(data[0]).toEqual({ id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam', phoneLength: 9 });
    const lengths = Object.fromEntries((data as Array<{ countryCode: string; phoneLength: number }>).map((c) => [c.countryCode, c.phoneLength]));
    expect(lengths).toEqual({ VN: 9, CN: 11, JP: 10, US: 10, KOR: 11, TW: 9, SG: 8, PH: 10, HK: 8, KH: 9, IDR: 11 });
  });

  it('reports no maintenance and slide verification', async () => {
    expect((await call('POST', '/api/operation/siteMain/queryDetail', { body: { point: '1' } })).data).toMatchObject({ status: '0', point: '' });
    expect((await call('GET', '/api/user/auth/get/verification/domainType')).data).toBe(1);
  });
});
