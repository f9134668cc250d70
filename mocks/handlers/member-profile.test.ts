import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call } from '../testing/client';
import { approveNicknameReviews } from './member-profile';

const LOTUS = SEED_TOKENS.lotus888;
const NOMOBILE = SEED_TOKENS.nomobile01;
const profile = async (token: string = LOTUS) => (await call('GET', '/api/member/get', { token })).data;
const put = (path: string, body: unknown, token: string = LOTUS) => call('PUT', `/api/member/${path}`, { token, body });

describe('nickname', () => {
  it('refuses fewer than 4 trimmed or more than 10 characters with 1002000010', async () => {
    expect(await put('update-nickname', { nickName: '  Sen ' })).toEqual({ code: 1002000010, msg: 'Biệt danh phải có từ 4 đến 10 ký tự', data: null });
    expect((await put('update-nickname', { nickName: 'Sen Vàng Hà Nội' })).code).toBe(1002000010);
    expect((await profile()).nickNameStatus).toBe(false);
  });

  it('puts a new nickname in review, refuses a second change meanwhile, and shows it once approved', async () => {
    expect((await put('update-nickname', { nickName: ' Sen Vàng ' })).code).toBe(200);
    expect(await profile()).toMatchObject({ nickName: 'Hoa Sen', nickNameStatus: true });
    expect((await put('update-nickname', { nickName: 'Sen Bạc' })).code).toBe(1002000011);
    await approveNicknameReviews();
    expect(await profile()).toMatchObject({ nickName: 'Sen Vàng', nickNameStatus: false });
  });

  it('refuses a nickname another member uses or has in review', async () => {
    expect((await put('update-nickname', { nickName: 'chua so' })).code).toBe(1002000012);
    expect((await put('update-nickname', { nickName: 'Sen Vàng' }, NOMOBILE)).code).toBe(200);
    expect((await put('update-nickname', { nickName: 'sen vàng' })).code).toBe(1002000012);
  });
});

describe('avatar, birthday and emotion status', () => {
  it('saves an avatar from 1 to 10 and refuses others', async () => {
    expect((await put('update-avatar', { avatar: 10 })).code).toBe(200);
    expect((await profile()).avatar).toBe(10);
    expect((await put('update-avatar', { avatar: 11 })).code).toBe(1002000007);
    expect((await put('update-avatar', { avatar: 0 })).code).toBe(1002000007);
  });

  it('sets a birthday once, refusing dates that do not exist or lie ahead', async () => {
    expect((await put('update-birthday', { birthday: '1990-02-30' }, NOMOBILE)).code).toBe(1002000008);
    expect((await put('update-birthday', { birthday: '2999-01-01' }, NOMOBILE)).code).toBe(1002000008);
    expect((await put('update-birthday', { birthday: '1990-02-28' }, NOMOBILE)).code).toBe(200);
    expect((await profile(NOMOBILE)).birthday).toBe('1990-02-28');
    expect((await put('update-birthday', { birthday: '1991-03-01' }, NOMOBILE)).code).toBe(1002000009);
  });

  it('saves emotion status 0, 1 or 2 only', async () => {
    expect((await put('update-sex', { sex: 2 })).code).toBe(200);
    expect((await profile()).sex).toBe(2);
    expect((await put('update-sex', { sex: 3 })).code).toBe(1002000016);
  });
});

describe('quick settings', () => {
  it('saves the four settings and member get returns them', async () => {
    const settings = { mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 };
    expect((await put('quick/setting/modify', settings)).code).toBe(200);
    expect((await profile()).memberQuickSettingRespVO).toEqual(settings);
    expect((await put('quick/setting/modify', { ...settings, mouthSetting: 3 })).code).toBe(1002000017);
    expect((await profile()).memberQuickSettingRespVO).toEqual(settings);
  });
});

describe('identity code and VIP manager', () => {
  it('issues a 6-character code and refuses a refresh within 10 s', async () => {
    const first = await call('GET', '/api/member/refreshIdentityCode', { token: LOTUS });
    expect(first.data.identityCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(first.data.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call('GET', '/api/member/refreshIdentityCode', { token: LOTUS })).code).toBe(1002000019);
  });

  it('shows the dedicated manager from VIP 2 and refuses lower levels', async () => {
    const manager = await call('POST', '/api/member/customervip/vipFont', { token: LOTUS });
    expect(manager.data).toMatchObject({ vipLevel: 2, managerName: 'Chị Lan' });
    expect(manager.data.contacts.length).toBeGreaterThan(0);
    expect((await call('POST', '/api/member/customervip/vipFont', { token: NOMOBILE })).code).toBe(1002000020);
  });

  it('answers 10009 without a session and under session-expired', async () => {
    expect((await put('update-avatar', { avatar: 2 }, '')).code).toBe(10009);
    useScenario('session-expired');
    expect((await put('update-nickname', { nickName: 'Sen Vàng' })).code).toBe(10009);
  });
});
