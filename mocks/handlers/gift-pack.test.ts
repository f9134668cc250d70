import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { CAPTCHA, call, MOCK_ORIGIN } from '../testing/client';
import { registrationOf } from './invite-capture';
import { SEED_PASSWORD } from '../seed/members';

const GIFT_PACK = '/api/promotion/activity/newMemberGiftPack/isOpen';

async function register(userName: string, codes = {}): Promise<string> {
  const answer = await call('POST', '/api/user/auth/account-register', {
    body: { userName, password: SEED_PASSWORD, countryCode: 'VN', validate: CAPTCHA, ...codes },
  });
  if (answer.code !== 200) throw new Error(JSON.stringify(answer));
  return answer.data.accessToken as string;
}

const memberId = async (token: string) => (await call('GET', '/api/member/get', { token })).data.id as number;

describe('new-member gift pack', () => {
  it('is open for a member registered now and closed for seeded members', async () => {
    const token = await register('quamoi2026');
    expect((await call('POST', GIFT_PACK, { token })).data).toEqual({ status: 1, id: 3005, name: 'Quà chào mừng thành viên mới', advertiseId: 44 });
    expect((await call('POST', GIFT_PACK, { token: SEED_TOKENS.lotus888 })).data).toMatchObject({ status: 0, id: 3005 });
  });

  it('gift-pack-closed and gift-pack-error scenarios', async () => {
    const token = await register('quamoi2027');
    useScenario('gift-pack-closed');
    expect((await call('POST', GIFT_PACK, { token })).data.status).toBe(0);
    useScenario('gift-pack-error');
    expect((await call('POST', GIFT_PACK, { token })).code).toBe(1000009999);
  });
});

describe('invite capture', () => {
  it('stores the invite and referral codes a registration carried', async () => {
    const token = await register('banmoi2026', { inviteCode: 'INV777', referCode: 'LT1A2B', regDomain: 'm.lotus.example' });
    expect(registrationOf(await memberId(token))).toMatchObject({ channel: 'account', inviteCode: 'INV777', referCode: 'LT1A2B', regDomain: 'm.lotus.example' });
  });

  it('stores them for a mobile registration too, and the new member finds two unread letters', async () => {
    await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 1, mobileArea: '84', mobile: '987650001' } });
    const created = await call('POST', '/api/user/auth/mobile-register', {
      body: { mobile: '987650001', smsCode: '123456', countryCode: '84', mobileCode: '84', userName: 'sdt987650001', inviteCode: '', referCode: 'LT9Z9Z' },
    });
    const token = created.data.accessToken as string;
    expect(registrationOf(await memberId(token))).toMatchObject({ channel: 'mobile', inviteCode: '', referCode: 'LT9Z9Z' });
    expect((await call('GET', '/api/operation/letter/config/queryLetterTypeCount', { token })).data).toEqual({
      announceCount: 1,
      eventCount: 1,
      activityCount: 0,
      totalCount: 2,
    });
    expect((await call('GET', '/api/operation/letter/config/queryLetterCount', { token })).data.totalCount).toBe(2);
  });

  it('gives every member the same referral code each time, and different members different codes', async () => {
    const first = await call('GET', '/api/member/invite/generateReferralCode', { token: SEED_TOKENS.lotus888 });
    const again = await call('GET', '/api/member/invite/generateReferralCode', { token: SEED_TOKENS.lotus888 });
    expect(first.data.referralCode).toMatch(/^LT[A-Z0-9]{4}$/);
    expect(again.data).toEqual(first.data);
    expect(first.data.inviteLink).toBe(`${MOCK_ORIGIN}/register?referCode=${first.data.referralCode}`);
    const other = await call('GET', '/api/member/invite/generateReferralCode', { token: SEED_TOKENS.nomobile01 });
    expect(other.data.referralCode).not.toBe(first.data.referralCode);
    useScenario('referral-closed');
    expect((await call('GET', '/api/member/invite/generateReferralCode', { token: SEED_TOKENS.lotus888 })).code).toBe(1003000002);
  });
});
