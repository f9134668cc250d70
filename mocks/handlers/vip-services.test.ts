import { describe, expect, it } from 'vitest';
import { serverTime } from './account-shared';
import { useScenario } from '../node';
import { call } from '../testing/client';
import { LOTUS } from './referrals-test-client';

const DAY = 86_400_000;
const dayAhead = (days: number) => serverTime(Date.now() + days * DAY).slice(0, 10);
const request = (body: Record<string, unknown>) => call('POST', '/api/member/vip/experienceRequest', { token: LOTUS, body });
const yacht = (extra: Record<string, unknown> = {}) => request({ experienceType: 3, preferredDate: dayAhead(7), guests: 4, remark: ' Đón ở Bãi Cháy ', ...extra });

describe('VIP experiences', () => {
  it('tells everyone the level each experience unlocks at', async () => {
    expect((await call('GET', '/api/member/vip/experiences')).data).toEqual([
      { experienceType: 1, minVipLevel: 5, requestOpen: true, maxGuests: 6 },
      { experienceType: 2, minVipLevel: 7, requestOpen: true, maxGuests: 6 },
      { experienceType: 3, minVipLevel: 9, requestOpen: true, maxGuests: 12 },
    ]);
  });

  it('refuses a member below the level', async () => {
    expect((await yacht()).code).toBe(1002000042);
    expect((await call('GET', '/api/member/vip/experienceRequests', { token: LOTUS })).data).toEqual([]);
  });

  it('takes one waiting request per experience from a member at the level, checking date and guests', async () => {
    useScenario('vip-top-level');
    expect((await yacht({ preferredDate: dayAhead(0) })).code).toBe(1002000044);
    expect((await yacht({ preferredDate: dayAhead(91) })).code).toBe(1002000044);
    expect((await yacht({ guests: 13 })).code).toBe(1002000045);
    const stored = await yacht();
    expect(stored.data).toMatchObject({ experienceType: 3, preferredDate: dayAhead(7), guests: 4, remark: 'Đón ở Bãi Cháy', status: 0 });
    expect(stored.data.requestNo).toMatch(/^VX\d{8}10001\d{4}$/);
    expect((await yacht()).code).toBe(1002000043);
    expect((await request({ experienceType: 1, preferredDate: dayAhead(1), guests: 1 })).code).toBe(200);
    const mine = (await call('GET', '/api/member/vip/experienceRequests', { token: LOTUS })).data;
    expect(mine.map((entry: { experienceType: number }) => entry.experienceType).sort()).toEqual([1, 3]);
  });
});
