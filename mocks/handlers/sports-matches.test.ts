import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, type Json } from '../testing/client';
import { searchable } from './sports-matches';

const post = (path: string, body: Record<string, unknown>, token = '') => call('POST', path, { token, body });
const liveSoccer = async (): Promise<Json[]> => (await post('/v1/match/getList', { size: 50, type: 1, sportId: 1 })).data.records;

describe('getOnSaleLeagues', () => {
  it('lists the leagues with matches of the play type, hot first, with counts getList agrees with', async () => {
    const answer = await post('/v1/match/getOnSaleLeagues', { type: 3, sportId: 1 });
    const leagues = answer.data as Json[];
    expect(leagues.length).toBeGreaterThan(2);
    const hot = leagues.map((l) => l.hot === true);
    expect(hot).toEqual([...hot].sort((a, b) => Number(b) - Number(a)));
    for (const league of leagues) {
      expect(league.sid).toBe(1);
      const today = await post('/v1/match/getList', { size: 50, type: 3, sportId: 1, leagueIds: [league.id] });
      expect(today.data.total).toBe(league.mt);
    }
  });

  it('answers in the request language and refuses a missing type', async () => {
    const cmn = (await post('/v1/match/getOnSaleLeagues', { type: 1, sportIds: [3, 5], languageType: 'CMN' })).data as Json[];
    expect(new Set(cmn.map((l) => l.sid))).toEqual(new Set([3, 5]));
    expect(cmn.every((l) => /[\u4e00-\u9fff]/.test(l.na) && /[\u4e00-\u9fff]/.test(l.rnm))).toBe(true);
    expect(cmn.every((l) => l.names === undefined)).toBe(true);
    const missing = await post('/v1/match/getOnSaleLeagues', { sportId: 1 });
    expect(missing).toMatchObject({ code: 5, data: null });
  });
});

describe('getMatchDetail', () => {
  it('returns one match with every market group, more than the list shows', async () => {
    const [listed] = await liveSoccer();
    const detail = await post('/v1/match/getMatchDetail', { matchId: listed.id, languageType: 'VIE' });
    expect(detail.code).toBe(0);
    expect(detail.data.id).toBe(listed.id);
    const types = new Set((detail.data.mg as Json[]).map((g) => g.mty));
    for (const mty of [1000, 1007, 1005, 1010, 1011, 1099, 1027, 1012]) expect(types).toContain(mty);
    expect((detail.data.mg as Json[]).some((g) => g.pe === 1002)).toBe(true);
    const correctScore = (detail.data.mg as Json[]).find((g) => g.mty === 1099);
    expect(correctScore.nm).toBe('Tỷ số chính xác');
    for (const option of correctScore.mks[0].op as Json[]) {
      const [home, away] = String(option.na).split('-').map(Number);
      expect(option.ty).toBe(100 + 10 * (home ?? 0) + (away ?? 0));
    }
    const handicap = (detail.data.mg as Json[]).find((g) => g.mty === 1000 && g.pe === 1001);
    expect(handicap.mks.map((k: Json) => k.mbl)).toEqual([1, 2, 3]);
  });

  it('carries the scoreboard of the sports that have one', async () => {
    for (const sid of [2, 7]) {
      const [match] = (await post('/v1/match/getList', { size: 1, type: 1, sportId: sid })).data.records as Json[];
      const detail = await post('/v1/match/getMatchDetail', { matchId: match.id });
      expect(Object.keys(detail.data.sb).length).toBeGreaterThan(0);
    }
  });

  it('answers code 7 (no data) for an unknown id and code 5 without an id', async () => {
    expect(await post('/v1/match/getMatchDetail', { matchId: 1 })).toMatchObject({ code: 7, success: false, data: null });
    expect((await post('/v1/match/getMatchDetail', {})).code).toBe(5);
  });
});

describe('queryMatchByRecommend', () => {
  it('finds matches by team or league name in the request language, every sport, accents optional', async () => {
    const [match] = await liveSoccer();
    const vie = await post('/v1/match/getMatchDetail', { matchId: match.id, languageType: 'VIE' });
    const team = vie.data.ts[0].na as string;
    const found = await post('/v1/match/queryMatchByRecommend', { recommend: searchable(team).toUpperCase(), languageType: 'VIE' });
    expect((found.data as Json[]).map((m) => m.id)).toContain(match.id);
    expect((found.data as Json[]).every((m) => m.ts.some((t: Json) => searchable(t.na).includes(searchable(team))) || searchable(m.lg.na).includes(searchable(team)))).toBe(true);
    const cmnLeague = (await post('/v1/match/getMatchDetail', { matchId: match.id, languageType: 'CMN' })).data.lg.na as string;
    const byLeague = await post('/v1/match/queryMatchByRecommend', { recommend: cmnLeague, languageType: 'CMN' });
    expect((byLeague.data as Json[]).every((m) => m.lg.na === cmnLeague || m.ts.some((t: Json) => t.na.includes(cmnLeague)))).toBe(true);
    const sports = await post('/v1/match/queryMatchByRecommend', { recommend: 'a' });
    expect(new Set((sports.data as Json[]).map((m) => m.sid)).size).toBeGreaterThan(1);
  });

  it('answers an empty list when nothing matches and code 5 for an empty keyword', async () => {
    expect(await post('/v1/match/queryMatchByRecommend', { recommend: 'zzqx-nothing' })).toMatchObject({ code: 0, data: [] });
    expect((await post('/v1/match/queryMatchByRecommend', { recommend: '' })).code).toBe(5);
    expect((await post('/v1/match/queryMatchByRecommend', { recommend: '   ' })).code).toBe(5);
  });

  it('accepts any keyword text without failing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 12 }), async (recommend) => {
        const answer = await post('/v1/match/queryMatchByRecommend', { recommend });
        expect([0, 5]).toContain(answer.code);
        if (answer.code === 0) expect((answer.data as Json[]).length).toBeLessThanOrEqual(50);
      }),
      { numRuns: 25 },
    );
  });
});

describe('searchable', () => {
  it('drops case and Vietnamese accents, and is idempotent', () => {
    expect(searchable('Hà Nội')).toBe('ha noi');
    expect(searchable('Đà Nẵng')).toBe('da nang');
    fc.assert(fc.property(fc.string(), (text) => searchable(searchable(text)) === searchable(text)));
  });
});
