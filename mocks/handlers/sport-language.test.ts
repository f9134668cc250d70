import { describe, expect, it } from 'vitest';
import { call, type Json } from '../testing/client';

const languagePackage = (language: string) => call('GET', `/api/game/cSports/languagePackage?language=${encodeURIComponent(language)}`);

describe('sport language package', () => {
  it('names the 16 sports, the market types, the statuses and the periods in each language', async () => {
    const [vie, cmn, eng] = await Promise.all(['VIE', 'CMN', 'ENG'].map(languagePackage));
    for (const answer of [vie, cmn, eng]) expect(answer.code).toBe(200);
    expect(vie.data.language).toBe('VIE');
    for (const sid of [1, 2, 3, 4, 5, 6, 7, 8, 13, 15, 16, 19, 47, 51, 177, 178]) {
      expect(new Set([vie.data.sports[sid], cmn.data.sports[sid], eng.data.sports[sid]]).size).toBe(3);
    }
    expect(vie.data.sports['1']).toBe('Bóng đá');
    expect(cmn.data.marketTypes['1000']).toBe('亚洲让球');
    expect(eng.data.matchStatuses['5']).toBe('Live');
    expect(vie.data.periods['1003']).toBe('Nghỉ giữa hiệp');
    expect(eng.data.periods['3007']).toBe('Quarter 2');
    expect(eng.data.periods['5003']).toBe('Set 2');
    expect(Object.keys(cmn.data.periods)).toEqual(Object.keys(eng.data.periods));
    // A score's 1003 is the second half, the clock's 1003 half-time: each map names its own.
    expect(eng.data.scorePeriods['1003']).toBe('2nd Half');
    expect(eng.data.periods['1003']).not.toBe(eng.data.scorePeriods['1003']);
    expect(Object.keys(vie.data.scorePeriods)).toEqual(Object.keys(eng.data.scorePeriods));
  });

  it('names every live period and market the seeded matches carry', async () => {
    const { data } = await languagePackage('CMN');
    const sports: Json[] = (await call('POST', '/v1/match/statistical', { body: {} })).data.sl[0].ssl;
    for (const { sid } of sports) {
      const live = (await call('POST', '/v1/match/getList', { body: { size: 50, type: 1, sportId: sid } })).data.records as Json[];
      for (const match of live) {
        expect(data.periods[match.mc.pe], `period ${match.mc.pe}`).toBeDefined();
        for (const group of match.mg as Json[]) expect(data.marketTypes[group.mty], `market ${group.mty}`).toBeDefined();
      }
    }
  });

  it('accepts the app language codes and refuses unknown ones', async () => {
    expect((await languagePackage('zh-cn')).data.language).toBe('CMN');
    expect((await languagePackage('vi')).data.language).toBe('VIE');
    const bad = await languagePackage('XX');
    expect(bad.code).not.toBe(200);
    expect(bad.data).toBeNull();
  });
});
