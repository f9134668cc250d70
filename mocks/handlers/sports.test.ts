import { describe, expect, it } from 'vitest';
import { SEED_SPORTS_TOKEN } from '../seed';
import { call, login, sportsToken, type Json } from '../testing/client';

const getList = (body: Record<string, unknown>, token = '') => call('POST', '/v1/match/getList', { token, body });
const records = (answer: Json): Json[] => answer.data.records as Json[];

describe('sports token', () => {
  it('issues a provider token pointing back at the origin the app called', async () => {
    const token = await login();
    const answer = await call('POST', '/api/game/bet/cSports/token', { token });
    expect(answer.data).toMatchObject({ apiServerAddress: 'http://lotus.test', domain: 'ws://lotus.test' });
    expect(answer.data.token).toMatch(/^fbm_/);
    expect((await getList({ size: 5 }, answer.data.token)).code).toBe(0);
  });

  it('stops accepting the provider token after logout (14010)', async () => {
    const token = await login();
    const provider = await sportsToken(token);
    await call('POST', '/api/user/auth/logout', { token });
    expect((await getList({ size: 5 }, provider)).code).toBe(14010);
  });

  it('lets guests read with an empty token and refuses unknown tokens', async () => {
    expect((await getList({ size: 5 })).code).toBe(0);
    expect((await getList({ size: 5 }, SEED_SPORTS_TOKEN)).code).toBe(0);
    expect((await getList({ size: 5 }, 'fbm_forged')).code).toBe(14010);
    expect((await call('POST', '/v1/match/statistical', { token: 'fbm_forged', body: {} })).code).toBe(14010);
  });
});

describe('getList', () => {
  it('returns live soccer by default, ordered by league rank', async () => {
    const answer = await getList({ size: 50 });
    const list = records(answer);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.ms === 5 && m.sid === 1)).toBe(true);
    const ranks = list.map((m) => m.lg.or as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(answer.data).toMatchObject({ current: 1, size: 50, total: list.length, pageTotal: 1 });
  });

  it('filters by play type, sport and leagues', async () => {
    const today = records(await getList({ size: 50, type: 3, sportId: 3, orderBy: 0 }));
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((m) => m.ms === 4 && m.sid === 3 && m.bt - Date.now() < 24 * 3_600_000)).toBe(true);
    const times = today.map((m) => m.bt as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const early = records(await getList({ size: 50, type: 4, sportId: 1, leagueIds: [20117] }));
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((m) => m.lg.id === 20117 && m.bt - Date.now() >= 24 * 3_600_000)).toBe(true);
    const outrights = records(await getList({ size: 50, type: 7, sportId: 1 }));
    expect(outrights.map((m) => m.ty)).toEqual([1]);
  });

  it('pages through results and refuses a page size above 50 with code 5', async () => {
    const all = records(await getList({ size: 50, type: 0, sportId: 1 }));
    const first = await getList({ size: 3, current: 1, type: 0, sportId: 1 });
    const second = await getList({ size: 3, current: 2, type: 0, sportId: 1 });
    expect(first.data.pageTotal).toBe(Math.ceil(all.length / 3));
    expect([...records(first), ...records(second)].map((m) => m.id)).toEqual(all.slice(0, 6).map((m) => m.id));
    const tooBig = await getList({ size: 51 });
    expect(tooBig.code).toBe(5);
    expect(tooBig.data).toBeNull();
  });

  it('returns the named matches for matchIds regardless of type and sport', async () => {
    const some = records(await getList({ size: 50, type: 4, sportId: 5 })).slice(0, 1);
    const byId = records(await getList({ size: 50, matchIds: some.map((m) => m.id) }));
    expect(byId.map((m) => m.id)).toEqual(some.map((m) => m.id));
  });

  it('serves realistic markets, including locked odds', async () => {
    const all = [...records(await getList({ size: 50, type: 0, sportId: 1 })), ...records(await getList({ size: 50, type: 0, sportId: 3 }))];
    const types = new Set(all.flatMap((m) => m.mg.map((g: Json) => g.mty)));
    for (const mty of [1000, 1007, 1005, 1010, 3002, 3003, 3004]) expect(types).toContain(mty);
    const odds = all.flatMap((m) => m.mg.flatMap((g: Json) => g.mks.flatMap((k: Json) => k.op.map((o: Json) => o.od))));
    expect(odds).toContain(-999);
    expect(odds.filter((od) => od > 0).every((od) => od >= 1.01)).toBe(true);
  });
});

describe('statistical', () => {
  it('derives its counts from the matches getList serves', async () => {
    const { data } = await call('POST', '/v1/match/statistical', { body: { sportTypes: [1] } });
    expect(data.sl.map((entry: Json) => entry.ty)).toEqual([1, 3, 4, 7]);
    for (const entry of data.sl as Json[]) {
      expect(entry.tc).toBe(entry.ssl.reduce((n: number, s: Json) => n + s.c, 0));
      for (const { sid, c } of entry.ssl as Json[]) {
        expect((await getList({ size: 50, type: entry.ty, sportId: sid })).data.total).toBe(c);
      }
    }
    const sports = new Set((data.sl[0].ssl as Json[]).map((s) => s.sid));
    expect([...sports]).toEqual([1, 3, 5]);
  });
});
