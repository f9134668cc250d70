import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketGroup, MatchRecord } from '@/shared/api/generated/sports/model';
import { call, type Json } from '../testing/client';
import { settledMarkets, settlingScore } from './sports-results';
import { nameBook } from './sport-language-localise';

const DAY = 24 * 3_600_000;
const post = (path: string, body: Record<string, unknown>) => call('POST', path, { body });
const page = (body: Record<string, unknown>) => post('/v1/match/matchResultPage', body);

describe('matchResultPage', () => {
  it('pages finished matches of a sport in a kick-off range, newest first, with their leagues', async () => {
    const now = Date.now();
    const body = { sportId: 1, beginTime: now - 7 * DAY, endTime: now, size: 20 };
    const first = await page({ ...body, current: 1 });
    expect(first.code).toBe(0);
    expect(first.data.total).toBeGreaterThan(20);
    const records = first.data.records as Json[];
    expect(records).toHaveLength(20);
    expect(records.every((r) => r.ms === 0 && r.sid === 1 && r.bt >= body.beginTime && r.bt <= now)).toBe(true);
    const times = records.map((r) => r.bt as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const goals = (r: Json) => (r.nsg as Json[]).filter((g) => g.tyg === 5).map((g) => g.pe);
    expect(records.every((r) => goals(r).includes(1001) && goals(r).includes(1002))).toBe(true);
    expect(records.every((r) => (r.nsg as Json[]).some((g) => g.tyg === 6))).toBe(true);
    const leagueIds = new Set(records.map((r) => r.lg.id));
    for (const id of leagueIds) expect((first.data.lgs as Json[]).map((l) => l.id)).toContain(id);
    const second = await page({ ...body, current: 2 });
    expect(new Set([...records, ...second.data.records].map((r: Json) => r.id)).size).toBe(records.length + second.data.records.length);
  });

  it('filters by leagues, keeps every league of the range as a filter, and names them in the request language', async () => {
    const now = Date.now();
    const all = await page({ sportId: 1, beginTime: now - 7 * DAY, endTime: now, size: 50, languageType: 'CMN' });
    const league = all.data.lgs[0] as Json;
    expect(league.nm).toMatch(/[\u4e00-\u9fff]/);
    const one = await page({ sportId: 1, leagueIds: [league.id], beginTime: now - 7 * DAY, endTime: now, size: 50 });
    expect((one.data.records as Json[]).every((r) => r.lg.id === league.id)).toBe(true);
    expect(one.data.lgs).toHaveLength(all.data.lgs.length);
    const byLeagueOnly = await page({ leagueIds: [league.id], size: 50 });
    expect(byLeagueOnly.data.total).toBe(one.data.total);
  });

  it('shows the quarters of basketball and the sets and games of tennis', async () => {
    const basketball = (await page({ sportId: 3, size: 5 })).data.records as Json[];
    expect(basketball.every((r) => [3005, 3006, 3007, 3008].every((pe) => r.nsg.some((g: Json) => g.pe === pe && g.tyg === 5)))).toBe(true);
    const tennis = (await page({ sportId: 5, size: 5 })).data.records as Json[];
    for (const r of tennis) {
      const sets = r.nsg.find((g: Json) => g.pe === 5001 && g.tyg === 5556).sc as number[];
      expect(Math.max(...sets)).toBe(2);
      const games = (r.nsg as Json[]).filter((g) => g.tyg === 5559);
      expect(games.length).toBe(sets[0]! + sets[1]!);
      expect(games.every((g) => g.pe >= 5002 && g.pe <= 5006)).toBe(true);
    }
  });

  it('refuses a query without sport or leagues, a reversed range (5) and a range over 31 days (14051)', async () => {
    const now = Date.now();
    expect(await page({ size: 5 })).toMatchObject({ code: 5, data: null });
    expect((await page({ sportId: 1, beginTime: now, endTime: now - DAY })).code).toBe(5);
    expect((await page({ sportId: 1, size: 51 })).code).toBe(5);
    expect(await page({ sportId: 1, beginTime: now - 40 * DAY, endTime: now })).toMatchObject({ code: 14051, data: null });
  });

  it('answers an empty page for a range without results', async () => {
    const now = Date.now();
    const empty = await page({ sportId: 1, beginTime: now + DAY, endTime: now + 2 * DAY });
    expect(empty.data).toMatchObject({ total: 0, records: [], lgs: [] });
  });
});

describe('matchResultInfo', () => {
  it('gives one finished match its per-period scores and its settled main markets', async () => {
    const [record] = (await page({ sportId: 1, size: 1 })).data.records as Json[];
    const info = await post('/v1/match/matchResultInfo', { matchId: record.id, languageType: 'VIE' });
    expect(info.code).toBe(0);
    expect(info.data.nsg).toEqual(record.nsg);
    const ft = (info.data.nsg as Json[]).find((g) => g.pe === 1001 && g.tyg === 5).sc as [number, number];
    const oneXTwo = (info.data.srs as Json[]).find((m) => m.mty === 1005);
    const expected = ft[0] > ft[1] ? info.data.ts[0].na : ft[0] < ft[1] ? info.data.ts[1].na : 'Hòa';
    expect(oneXTwo.wn).toEqual([expected]);
    const total = (info.data.srs as Json[]).find((m) => m.mty === 1007);
    const goals = ft[0] + ft[1];
    if (goals > Number(total.li) + 0.25) expect(total.wn).toEqual(['Tài']);
    if (goals < Number(total.li) - 0.25) expect(total.wn).toEqual(['Xỉu']);
  });

  it('answers code 7 for a match that has not finished or does not exist', async () => {
    const [live] = (await post('/v1/match/getList', { size: 1, type: 1 })).data.records as Json[];
    expect((await post('/v1/match/matchResultInfo', { matchId: live.id })).code).toBe(7);
    expect((await post('/v1/match/matchResultInfo', { matchId: 42 })).code).toBe(7);
    expect((await post('/v1/match/matchResultInfo', { matchId: 'x' })).code).toBe(5);
  });
});

describe('settling', () => {
  const match = (home: number, away: number, mg: MarketGroup[]): MatchRecord => ({
    id: 1, bt: 0, ms: 0, sid: 1, ty: 2, lg: { id: 1, na: 'L' }, ts: [{ id: 1, na: 'Home' }, { id: 2, na: 'Away' }], mc: { pe: 1005 },
    nsg: [{ pe: 1001, tyg: 5, sc: [home, away] }], mg,
  });
  const line = (mty: number, li: string | undefined, types: number[]): MarketGroup => ({
    mty, pe: 1001, mks: [{ id: 1, ss: -1, ...(li === undefined ? {} : { li }), op: types.map((ty) => ({ ty, od: 2 })) }],
  });
  const book = nameBook('ENG');

  it('settles handicap and total quarter lines like two half stakes', () => {
    const winners = (home: number, away: number, group: MarketGroup) => settledMarkets(match(home, away, [group]), book)[0]?.wn;
    expect(winners(1, 0, line(1000, '-0.25', [1, 2]))).toEqual(['Home']);
    expect(winners(1, 1, line(1000, '-0.25', [1, 2]))).toEqual(['Away']);
    expect(winners(2, 1, line(1000, '-1', [1, 2]))).toEqual([]);
    expect(winners(2, 1, line(1007, '2.75', [4, 5]))).toEqual(['Over']);
    expect(winners(1, 1, line(1007, '2.25', [4, 5]))).toEqual(['Under']);
    expect(winners(2, 2, line(1099, undefined, [100, 122, 111]))).toEqual(['2-2']);
  });

  it('settles a match that only carries its running score (period 1000)', () => {
    const ended = { ...match(3, 1, [line(1005, undefined, [1, 3, 2])]), nsg: [{ pe: 1000, tyg: 5, sc: [3, 1] }] };
    expect(settledMarkets(ended, book)[0]?.wn).toEqual(['Home']);
  });

  it('always names at most one side of a two-sided line, for any score and line', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), fc.integer({ min: -16, max: 16 }), (home, away, quarters) => {
        const li = String(quarters / 4);
        const [hcp] = settledMarkets(match(home, away, [line(1000, li, [1, 2])]), book);
        expect(hcp?.wn.length).toBeLessThanOrEqual(1);
        const score = settlingScore(match(home, away, []), line(1000, li, [1, 2]));
        expect(score).toEqual([home, away]);
      }),
    );
  });
});
