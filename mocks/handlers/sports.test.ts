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
    expect(outrights.length).toBeGreaterThan(1);
    expect(outrights.every((m) => m.ty === 1 && m.ts.length === 0 && m.mg.every((g: Json) => g.pe === undefined && g.mty >= 1965 && g.mty <= 1999))).toBe(true);
  });

  it('pages through results and refuses a page size above 50 with code 5', async () => {
    const all = records(await getList({ size: 50, type: 0, sportId: 1 }));
    const first = await getList({ size: 3, current: 1, type: 0, sportId: 1 });
    const second = await getList({ size: 3, current: 2, type: 0, sportId: 1 });
    expect(first.data.total).toBeGreaterThan(50);
    expect(first.data.pageTotal).toBe(Math.ceil(first.data.total / 3));
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
    // A list shows the main groups on the whole match; the detail has the rest.
    expect(all.filter((m) => m.ty === 2).every((m) => m.mg.every((g: Json) => g.pe === 1001 || g.pe === 3001))).toBe(true);
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
    expect(sports.size).toBeGreaterThanOrEqual(10);
    expect(data.sl[0].tc).toBeGreaterThanOrEqual(40);
    expect(data.sl[0].tc).toBeLessThanOrEqual(60);
  });
});

describe('getList in every data language', () => {
  it('names leagues, teams, markets and selections in the requested language (ENG by default)', async () => {
    const body = { size: 5, type: 1, sportId: 1 };
    const [eng, vie, cmn, fallback] = await Promise.all([
      getList({ ...body, languageType: 'ENG' }),
      getList({ ...body, languageType: 'VIE' }),
      getList({ ...body, languageType: 'CMN' }),
      getList({ ...body, languageType: 'JPN' }),
    ]);
    expect(records(vie).map((m) => m.id)).toEqual(records(eng).map((m) => m.id));
    expect(records(fallback)).toEqual(records(eng));
    const [e, v, c] = [records(eng)[0], records(vie)[0], records(cmn)[0]];
    expect(c.lg.na).not.toBe(e.lg.na);
    expect(c.lg.na).toMatch(/[\u4e00-\u9fff]/);
    expect(v.lg.na).not.toBe(e.lg.na);
    expect(c.ts[0].na).toMatch(/[\u4e00-\u9fff]/);
    expect(c.nm).toBe(`${c.ts[0].na} vs. ${c.ts[1].na}`);
    const overUnder = (m: Json) => m.mg.find((g: Json) => g.mty === 1007);
    expect(overUnder(e).nm).toBe('Goals Over/Under');
    expect(overUnder(v).nm).toBe('Tài xỉu bàn thắng');
    expect(overUnder(c).mks[0].op[0].nm).toMatch(/^大 /);
    const handicap = (m: Json) => m.mg.find((g: Json) => g.mty === 1000).mks[0].op[0];
    expect(handicap(c).na).toBe(c.ts[0].na);
    expect(handicap(c).od).toBe(handicap(e).od);
  });

  it('refuses a bad play type and a bad language with code 5', async () => {
    expect((await getList({ size: 5, type: 42 })).code).toBe(5);
    expect((await getList({ size: 5, languageType: 'XX' })).code).toBe(5);
    expect((await getList({ size: 0 })).code).toBe(5);
  });
});

describe('statistical hot leagues', () => {
  it('lists hot leagues with their counts per play type, in the request language', async () => {
    const { data } = await call('POST', '/v1/match/statistical', { body: { typeForLeagueStat: 1, languageType: 'CMN' } });
    expect(data.hls.length).toBeGreaterThan(0);
    for (const league of data.hls as Json[]) {
      expect(league.na).toMatch(/[\u4e00-\u9fff]/);
      const live = await getList({ size: 50, type: 1, sportId: league.sid, leagueIds: [league.id] });
      expect(live.data.total).toBe(league.mt);
    }
    expect(data.ht).toBe((data.hls as Json[]).reduce((n, l) => n + l.mt, 0));
    const one = await call('POST', '/v1/match/statistical', { body: { leagueId: 20117, allLeague: true } });
    expect(one.data.hls.map((l: Json) => l.id)).toEqual([20117]);
  });
});
