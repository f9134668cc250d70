import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SEED_TOKENS } from '../seed';
import { SEED_WITHDRAW_PASSWORD } from '../seed/account';
import { CAPTCHA, call, login } from '../testing/client';
import { withdrawPasswordMatches } from './withdraw-password';
import { SEED_PASSWORD } from '../seed/members';

const NOMOBILE = SEED_TOKENS.nomobile01;

const sendSms = (mobile: string, mobileArea = '84', actionType = 4) =>
  call('POST', '/api/user/verCode/sendSms', { body: { actionType, mobileArea, mobile } });

async function encryptWith(token: string, text: string): Promise<string> {
  const key = await call('GET', '/api/member/withdrawPwd/getPublicKey', { token });
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key.data as string);
  const ciphertext = encryptor.encrypt(text);
  if (typeof ciphertext !== 'string') throw new Error('encryption failed');
  return ciphertext;
}

describe('registration and login', () => {
  it('registers a member who then logs in with the same password and reads their own profile', async () => {
    const created = await call('POST', '/api/user/auth/account-register', {
      body: { userName: 'hoasen2026', password: 'Sen2026moi', countryCode: 'VN', inviteCode: 'INV42', referCode: 'LT00AB', validate: CAPTCHA },
    });
    expect(created.code).toBe(200);
    const token = await login('hoasen2026', 'Sen2026moi');
    const member = await call('GET', '/api/member/get', { token });
    expect(member.data).toMatchObject({ userName: 'hoasen2026', mobile: '', hasWithdrawPwd: false });
    await expect(login('hoasen2026', SEED_PASSWORD)).rejects.toThrow(/1001000001/);
  });
});

describe('binding a mobile', () => {
  it('binds the number with the SMS code and member get then returns it', async () => {
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data).toMatchObject({ mobile: '', mobileArea: '' });
    expect((await call('POST', '/api/member/validBindMobileNo', { token: NOMOBILE, body: { mobileArea: '84', mobile: '933221100' } })).data).toBe(true);
    await sendSms('933221100');
    const bound = await call('PUT', '/api/member/bind-mobile', { token: NOMOBILE, body: { mobileArea: '84', mobile: '933221100', smsCode: '123456' } });
    expect(bound).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data).toMatchObject({ mobile: '933221100', mobileArea: '84' });
  });

  it('rejects a wrong SMS code with the server message and leaves the profile alone', async () => {
    await sendSms('933221100');
    const wrong = await call('PUT', '/api/member/bind-mobile', { token: NOMOBILE, body: { mobileArea: '84', mobile: '933221100', smsCode: '000000' } });
    expect(wrong).toEqual({ code: 1002000001, msg: 'Mã xác minh không đúng', data: null });
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data.mobile).toBe('');
  });

  it('refuses a number of another member and a number too long for the country', async () => {
    const taken = await call('POST', '/api/member/validBindMobileNo', { token: NOMOBILE, body: { mobileArea: '84', mobile: '912345678' } });
    expect(taken.code).toBe(1002000002);
    const tooLong = await call('POST', '/api/member/validBindMobileNo', { token: NOMOBILE, body: { mobileArea: '84', mobile: '0912345678' } });
    expect(tooLong.code).toBe(1002000018);
    await sendSms('912345678');
    const bind = await call('PUT', '/api/member/bind-mobile', { token: NOMOBILE, body: { mobileArea: '84', mobile: '912345678', smsCode: '123456' } });
    expect(bind.code).toBe(1002000002);
  });
});

describe('binding an e-mail', () => {
  it('binds with the e-mailed code and refuses a wrong one', async () => {
    await call('POST', '/api/user/verify/sendEmail', { token: NOMOBILE, body: { email: 'Chua.So@lotus.example', actionType: 1 } });
    const wrong = await call('PUT', '/api/member/bind-email', { token: NOMOBILE, body: { email: 'chua.so@lotus.example', emailCode: '111111' } });
    expect(wrong.code).toBe(1002000003);
    const bound = await call('PUT', '/api/member/bind-email', { token: NOMOBILE, body: { email: 'chua.so@lotus.example', emailCode: '123456' } });
    expect(bound.code).toBe(200);
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data.email).toBe('chua.so@lotus.example');
  });
});

describe('changing the password', () => {
  it('needs the old password, refuses the same one, and the new one logs in', async () => {
    const token = SEED_TOKENS.lotus888;
    const wrongOld = await call('PUT', '/api/member/update-password', { token, body: { oldPassword: 'Wrong2026', newPassword: 'Sen2027moi' } });
    expect(wrongOld.code).toBe(1002000005);
    const same = await call('PUT', '/api/member/update-password', { token, body: { oldPassword: SEED_PASSWORD, newPassword: SEED_PASSWORD } });
    expect(same.code).toBe(1002000006);
    const weak = await call('PUT', '/api/member/update-password', { token, body: { oldPassword: SEED_PASSWORD, newPassword: '12345678' } });
    expect(weak.code).toBe(1001000010);
    expect((await call('PUT', '/api/member/update-password', { token, body: { oldPassword: SEED_PASSWORD, newPassword: 'Sen2027moi' } })).code).toBe(200);
    expect(await login('lotus888', 'Sen2027moi')).toMatch(/^tk_/);
    await expect(login('lotus888', SEED_PASSWORD)).rejects.toThrow(/1001000001/);
  });
});

describe('withdraw password', () => {
  it('hands out one RSA public key per seed', async () => {
    const first = await call('GET', '/api/member/withdrawPwd/getPublicKey', { token: NOMOBILE });
    const second = await call('GET', '/api/member/withdrawPwd/getPublicKey', { token: SEED_TOKENS.lotus888 });
    expect(first.data).toMatch(/^MII[A-Za-z0-9+/]+=*$/);
    expect(second.data).toBe(first.data);
  });

  it('accepts only RSA ciphertext of exactly 6 digits and stores it', async () => {
    const setup = (withdrawPwd: string) => call('POST', '/api/member/withdrawPwd/setupWithdrawPwd', { token: NOMOBILE, body: { withdrawPwd } });
    expect((await setup('246810')).code).toBe(1002000015);
    expect((await setup(btoa('246810'))).code).toBe(1002000015);
    expect((await setup(await encryptWith(NOMOBILE, '24681'))).code).toBe(1002000013);
    expect((await setup(await encryptWith(NOMOBILE, 'abcdef'))).code).toBe(1002000013);
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data.hasWithdrawPwd).toBe(false);

    expect((await setup(await encryptWith(NOMOBILE, '246810'))).code).toBe(200);
    expect((await call('GET', '/api/member/get', { token: NOMOBILE })).data.hasWithdrawPwd).toBe(true);
    const member = db.members.findFirst((q) => q.where({ userName: 'nomobile01' }), { strict: true });
    expect(await withdrawPasswordMatches(member.id, await encryptWith(NOMOBILE, '246810'))).toBe(true);
    expect(await withdrawPasswordMatches(member.id, await encryptWith(NOMOBILE, '246811'))).toBe(false);
    expect((await setup(await encryptWith(NOMOBILE, '135790'))).code).toBe(1002000014);
  });

  it('knows the seeded withdraw password of lotus888', async () => {
    const token = SEED_TOKENS.lotus888;
    expect(await withdrawPasswordMatches(10001, await encryptWith(token, SEED_WITHDRAW_PASSWORD))).toBe(true);
  });
});
