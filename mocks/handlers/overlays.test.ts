import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { MANY_UNREAD_LETTERS } from '../scenarios/overlays';
import { SEED_TOKENS } from '../seed';
import { MOCK_ORIGIN, call, type Json } from '../testing/client';
import { CALLBACK_SUCCESS_MSG, CallbackCode } from './customer-service';
import { SEED_PASSWORD } from '../seed/members';

const token = SEED_TOKENS.lotus888;
const guide = { guideCode: 'sports_home' };

async function checkClick(body: unknown, headers: Record<string, string>): Promise<Json> {
  const response = await fetch(`${MOCK_ORIGIN}/api/operation/tutorial/config/checkClick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

const callback = (overrides: Record<string, unknown> = {}, auth: string = token) =>
  call('POST', '/api/operation/vipphoneback/add', {
    token: auth,
    body: { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: '', mobile: '912345678', mobileArea: '84', ...overrides },
  });

describe('tutorial checkClick', () => {
  it('a guest device has not seen the guide until it records the click, per device', async () => {
    const device = { deviceNo: 'H5-1700000000-abc123-1234abcd' };
    expect((await checkClick(guide, device)).data).toEqual({ success: false });
    expect((await checkClick({ ...guide, click: true }, device)).data).toEqual({ success: true });
    expect((await checkClick(guide, device)).data).toEqual({ success: true });
    expect((await checkClick(guide, { deviceNo: 'H5-1700000000-zzz999-00000000' })).data).toEqual({ success: false });
  });

  it('the seeded lotus888 has already seen it; nomobile01 has not', async () => {
    expect((await checkClick(guide, { authorization: token })).data.success).toBe(true);
    expect((await checkClick(guide, { authorization: SEED_TOKENS.nomobile01 })).data.success).toBe(false);
  });

  it('refuses a body without a guide code', async () => {
    expect((await checkClick({}, {})).code).not.toBe(200);
  });
});

describe('customer service', () => {
  it('both seeded lines are on, the main one with an external link', async () => {
    const answer = await call('GET', '/api/live/video/queryCustomerLineSwitch');
    expect(answer.data).toEqual({
      mainLine: { lineSwitch: 1, link: 'https://chat.lotus.example/vi' },
      secondaryLine: { lineSwitch: 1, link: '' },
    });
  });

  it('lists the channels in sortNum order, live chat first', async () => {
    const answer = await call('GET', '/api/operation/customer/channel/list');
    expect(answer.data.map((c: Json) => c.channelType)).toEqual([1, 3, 4, 6]);
  });

  it('cs-lines-off and cs-main-line-off switch the lines', async () => {
    useScenario('cs-lines-off');
    const off = await call('GET', '/api/live/video/queryCustomerLineSwitch');
    expect([off.data.mainLine.lineSwitch, off.data.secondaryLine.lineSwitch]).toEqual([0, 0]);
    useScenario('cs-main-line-off');
    const one = await call('GET', '/api/live/video/queryCustomerLineSwitch');
    expect([one.data.mainLine.lineSwitch, one.data.secondaryLine.lineSwitch]).toEqual([0, 1]);
  });

  it('the callback config needs a session and offers the callback to tenant 1', async () => {
    expect((await call('GET', '/api/operation/vipphoneback/config?tenantId=1&vipLevel=2')).code).toBe(10009);
    const offered = await call('GET', '/api/operation/vipphoneback/config?tenantId=1&vipLevel=2', { token });
    expect(offered.data).toMatchObject({ tenantId: 1, vipLevel: 2, mobileConfigView: 1 });
    const otherTenant = await call('GET', '/api/operation/vipphoneback/config?tenantId=9&vipLevel=2', { token });
    expect(otherTenant.data.mobileConfigView).toBe(0);
    useScenario('callback-disabled');
    const hidden = await call('GET', '/api/operation/vipphoneback/config?tenantId=1&vipLevel=2', { token });
    expect(hidden.data.mobileConfigView).toBe(0);
  });
});

describe('callback request', () => {
  it('stores one pending request per member: the second gets 1005000011', async () => {
    expect(await callback()).toEqual({ code: 200, msg: CALLBACK_SUCCESS_MSG, data: null });
    expect((await callback()).code).toBe(CallbackCode.pending);
  });

  it('checks the +86 pattern and the member state', async () => {
    expect((await callback({ mobileArea: '86', mobile: '12345678901' })).code).toBe(CallbackCode.badNumber);
    expect((await callback({ mobile: '12345' })).code).toBe(CallbackCode.badNumber);
    expect((await callback({ userName: 'nomobile01' }, SEED_TOKENS.nomobile01)).code).toBe(CallbackCode.noMobile);
    useScenario('callback-disabled');
    expect((await callback({ mobileArea: '86', mobile: '13912345678' })).code).toBe(200);
  });
});

describe('unread letter count', () => {
  it('answers the member total and 10009 without a session', async () => {
    expect((await call('GET', '/api/operation/letter/config/queryLetterCount', { token })).data).toEqual({ totalCount: 3 });
    expect((await call('GET', '/api/operation/letter/config/queryLetterCount', { token: SEED_TOKENS.nomobile01 })).data.totalCount).toBe(0);
    expect((await call('GET', '/api/operation/letter/config/queryLetterCount')).code).toBe(10009);
    useScenario('unread-letters');
    expect((await call('GET', '/api/operation/letter/config/queryLetterCount', { token })).data.totalCount).toBe(MANY_UNREAD_LETTERS);
  });
});

describe('verification logins', () => {
  it('login-device-changed and login-ip-changed answer loginState 1 and 2 without a token', async () => {
    const body = { userName: 'lotus888', password: SEED_PASSWORD, validate: { captchaId: 'lotus-slide', token: 't', offsetX: 1 } };
    useScenario('login-device-changed');
    const device = await call('POST', '/api/user/auth/account-login/v2', { body });
    expect(device.data).toMatchObject({ accessToken: '', loginState: 1, userName: 'lotus888' });
    useScenario('login-ip-changed');
    const ip = await call('POST', '/api/user/auth/account-login/v2', { body });
    expect(ip.data.loginState).toBe(2);
  });
});

describe('tab bar scenarios', () => {
  it('live-hidden sets liveManageStatus 1 for the member and the guests\' sports config', async () => {
    useScenario('live-hidden');
    expect((await call('GET', '/api/member/get', { token })).data.liveManageStatus).toBe(1);
    const site = await call('POST', '/api/operation/siteMain/queryDetail', { body: { point: '1' } });
    expect(site.data.sportsConfig.liveManageStatus).toBe(1);
  });

  it('c-sport-off drops the C-sport game from the game type list', async () => {
    const ids = (answer: Json) => answer.data.flatMap((type: Json) => type.gameList.map((game: Json) => game.id));
    expect(ids(await call('GET', '/api/game/home/gameType/list'))).toContain(1001101101);
    useScenario('c-sport-off');
    expect(ids(await call('GET', '/api/game/home/gameType/list'))).not.toContain(1001101101);
  });
});
