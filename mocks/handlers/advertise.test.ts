import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseServerTime } from '@/shared/lib/server-time';
import { useScenario } from '../node';
import { MOCK_ORIGIN, WARM_UP_MS } from '../testing/client';
import { lobbyCall, warmUp } from './game-lobby-test-client';

const ads = async (query = '', language: 'vi-VI' | 'zh-CN' | 'en-US' = 'vi-VI') =>
  (await lobbyCall('GET', `/api/promotion/advertise/list${query}`, { language })).data as Array<Record<string, unknown>>;

describe('advertise lists', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('answers the home carousel of tenant 1 in order: activities, an app route and an external page, with sized SVG banners by URL', async () => {
    const carousel = await ads('/type?type=1');
    expect(carousel.map((ad) => ad.id)).toEqual([41, 42, 43, 44, 45]);
    expect(carousel.map((ad) => ad.sortNum)).toEqual([1, 2, 3, 4, 5]);
    expect(carousel.map((ad) => ad.jumpType)).toEqual([1, 1, 2, 3, 2]);
    expect(carousel[0]).toMatchObject({ activityId: 3002, activityType: 1, title: 'Thưởng nạp đầu 100%', type: 1 });
    expect(carousel[2]).toMatchObject({ jumpUrl: '/sports', activityId: null });
    expect(carousel[3]?.jumpUrl).toMatch(/^https:\/\//);
    const svg = await (await fetch(`${MOCK_ORIGIN}${String(carousel[0]?.imageUrl)}`)).text();
    expect(svg).toMatch(/^<svg [^>]*width="750" height="300"/);
    expect(carousel[0]).not.toHaveProperty('tenantId');
    expect(carousel[0]).not.toHaveProperty('titles');
  });

  it('titles follow the request\'s language', async () => {
    expect((await ads('/type?type=1', 'en-US'))[0]?.title).toBe('100% first deposit bonus');
    expect((await ads('/type?type=1', 'zh-CN'))[0]?.title).toBe('首充奖励 100%');
  });

  it('is tenant-aware: tenant 2 has its own carousel, an unknown tenant none', async () => {
    expect((await ads('/type?type=1&tenantId=2')).map((ad) => ad.id)).toEqual([81, 82]);
    expect(await ads('?tenantId=9')).toEqual([]);
  });

  it('lists every running advertisement by placement; ended and future ones open and close on the clock', async () => {
    const all = await ads();
    expect(all.map((ad) => ad.type)).toEqual([1, 1, 1, 1, 1, 2, 3, 4]);
    expect(all.map((ad) => ad.id)).not.toContain(46);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      expect((await ads('/type?type=1')).map((ad) => ad.id)).toContain(47);
      const start = parseServerTime(String((await ads('/type?type=1')).find((ad) => ad.id === 47)?.startTime));
      vi.setSystemTime(start!);
      expect((await ads('/type?type=1')).map((ad) => ad.id)).not.toContain(47);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing or unknown placement', async () => {
    expect((await lobbyCall('GET', '/api/promotion/advertise/list/type')).code).toBe(1001000010);
    expect((await lobbyCall('GET', '/api/promotion/advertise/list/type?type=5', { language: 'en-US' })).msg).toBe('Invalid data');
  });

  it('no-banners empties both lists', async () => {
    useScenario('no-banners');
    expect(await ads()).toEqual([]);
    expect(await ads('/type?type=1')).toEqual([]);
  });
});
