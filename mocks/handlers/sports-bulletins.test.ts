import { beforeEach, describe, expect, it } from 'vitest';
import { getListBulletinsUrl, getListTopBulletinsUrl } from '@/shared/api/generated/sports/bulletin/bulletin';
import type { BulletinPageRequest, BulletinTopRequest } from '@/shared/api/generated/sports/model';
import { ensureSeeded } from '../seed';
import { type Json } from '../testing/client';
import { provider } from './bet-placing-test-client';

beforeEach(() => ensureSeeded());

const top = (body: BulletinTopRequest, token = '') => provider(getListTopBulletinsUrl(), body, token);
const page = (body: BulletinPageRequest, token = '') => provider(getListBulletinsUrl(), body, token);

describe('bulletins', () => {
  it('lists the pinned bulletins newest first, in the requested language, for guests and members', async () => {
    const vie = await top({ languageType: 'VIE' });
    expect(vie.code).toBe(0);
    expect(vie.data.map((b: Json) => b.id)).toEqual([3120, 3118, 3115]);
    expect(vie.data[0]).toMatchObject({ type: 2, top: true, title: 'Thông báo bảo trì hệ thống' });
    const times = vie.data.map((b: Json) => b.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await top({ languageType: 'CMN', size: 1 }, 'fbm_seed_lotus888')).data).toEqual([expect.objectContaining({ id: 3120, title: '系统维护通知' })]);
    expect((await top({ languageType: 'THA' })).data[0].title).toBe('Scheduled maintenance');
    expect((await top({}, 'fbm_forged')).code).toBe(14010);
  });

  it('pages every current bulletin (not the expired one), filters by type, and refuses a page size above 50', async () => {
    const all = await page({ languageType: 'ENG', current: 1, size: 50 });
    expect(all.data).toMatchObject({ current: 1, size: 50, total: 7, pageTotal: 1 });
    expect(all.data.records.map((b: Json) => b.id)).not.toContain(3098);
    const second = await page({ languageType: 'ENG', current: 2, size: 3 });
    expect(second.data.records.map((b: Json) => b.id)).toEqual(all.data.records.slice(3, 6).map((b: Json) => b.id));
    expect(second.data.pageTotal).toBe(3);
    const rules = await page({ languageType: 'ENG', type: 4, current: 1, size: 20 });
    expect(rules.data.records.map((b: Json) => b.type)).toEqual([4, 4]);
    expect(rules.data.records[1]).toMatchObject({ sportId: 3, title: 'Basketball overtime rule', expireTime: null });
    expect((await page({ current: 1, size: 51 })).code).toBe(5);
  });
});
