import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { CAPTCHA, call, login } from '../testing/client';
import { SEED_PASSWORD } from '../seed/members';

const RESET = '/api/user/auth/reset-password';
const loginCode = async (userName: string, password: string) =>
  (await call('POST', '/api/user/auth/account-login/v2', { body: { userName, password, validate: CAPTCHA } })).code as number;

const smsReset = (overrides: Record<string, unknown> = {}) =>
  call('POST', RESET, {
    body: { userName: 'lotus888', verifyType: 1, mobileArea: '84', mobile: '912345678', code: '123456', password: 'Lotus2027', ...overrides },
  });

const sendResetSms = (mobile = '912345678') =>
  call('POST', '/api/user/verCode/sendSms', { body: { actionType: 5, mobileArea: '84', mobile, userName: 'lotus888' } });

/** Binds an e-mail to nomobile01 the way /mail does. */
async function bindEmail(email: string): Promise<void> {
  const token = SEED_TOKENS.nomobile01;
  expect((await call('POST', '/api/user/verify/sendEmail', { token, body: { email, actionType: 1 } })).code).toBe(200);
  expect((await call('PUT', '/api/member/bind-email', { token, body: { email, emailCode: '123456' } })).code).toBe(200);
}

describe('password reset by SMS', () => {
  it('sets the new password: the next login needs it and the old one stops working', async () => {
    expect((await sendResetSms()).code).toBe(200);
    expect(await smsReset()).toEqual({ code: 200, msg: 'success', data: null });
    expect(await login('lotus888', 'Lotus2027')).toMatch(/^tk_/);
    expect(await loginCode('lotus888', SEED_PASSWORD)).toBe(1001000001);
  });

  it('spends the code: the same code cannot reset twice', async () => {
    await sendResetSms();
    expect((await smsReset()).code).toBe(200);
    expect((await smsReset({ password: 'Lotus2028' })).code).toBe(1001000003);
    expect(await login('lotus888', 'Lotus2027')).toMatch(/^tk_/);
  });

  it('refuses a wrong code and keeps the old password', async () => {
    await sendResetSms();
    expect(await smsReset({ code: '654321' })).toEqual({ code: 1001000003, msg: 'Mã xác minh không đúng', data: null });
    expect(await login('lotus888', SEED_PASSWORD)).toMatch(/^tk_/);
  });

  it('refuses a mobile that is not bound to the account', async () => {
    await sendResetSms('933221100');
    const answer = await smsReset({ mobile: '933221100' });
    expect(answer.code).toBe(1001000011);
    expect(answer.msg).not.toBe('');
    expect((await smsReset({ userName: 'nobody999' })).code).toBe(1001000011);
  });

  it('refuses a password outside the rule', async () => {
    await sendResetSms();
    expect((await smsReset({ password: '12345678' })).code).toBe(1001000010);
  });
});

describe('password reset by e-mail', () => {
  it('a logged-out player gets the reset code and the new password works', async () => {
    await bindEmail('chua.so@lotus.example');
    expect((await call('POST', '/api/user/verify/sendEmail', { body: { email: 'Chua.So@lotus.example', actionType: 5 } })).code).toBe(200);
    const body = { userName: 'nomobile01', verifyType: 2, email: 'chua.so@lotus.example', code: '123456', password: 'NewPass99' };
    expect((await call('POST', RESET, { body })).code).toBe(200);
    expect(await login('nomobile01', 'NewPass99')).toMatch(/^tk_/);
  });

  it('an e-mail bound to no account or another account is refused', async () => {
    await call('POST', '/api/user/verify/sendEmail', { body: { email: 'stranger@lotus.example', actionType: 5 } });
    const body = { userName: 'nomobile01', verifyType: 2, email: 'stranger@lotus.example', code: '123456', password: 'NewPass99' };
    expect((await call('POST', RESET, { body })).code).toBe(1001000011);
  });

  it('binding an e-mail still needs the session', async () => {
    expect((await call('POST', '/api/user/verify/sendEmail', { body: { email: 'a@lotus.example', actionType: 1 } })).code).toBe(10009);
  });
});
