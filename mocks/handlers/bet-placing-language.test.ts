import { describe, expect, it } from 'vitest';
import { getListBetsUrl } from '@/shared/api/generated/sports/order/order';
import { MARKET_TYPES } from '../seed/sports-texts';
import type { Json } from '../testing/client';
import { provider, useBettingTestData } from './bet-placing-test-client';

useBettingTestData();

const legsIn = async (languageType: 'ENG' | 'VIE' | 'CMN'): Promise<Json[]> => {
  const answer = await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 20, languageType });
  return (answer.data.records as Json[]).flatMap((record) => record.ops as Json[]);
};

describe('bet list language', () => {
  it("names every leg's market, selection, match and league in the request's language", async () => {
    const english = await legsIn('ENG');
    const vietnamese = await legsIn('VIE');
    const chinese = await legsIn('CMN');
    expect(english.length).toBeGreaterThan(0);
    english.forEach((leg, index) => {
      const [vi, zh] = [vietnamese[index], chinese[index]];
      expect(vi?.mrid).toBe(leg.mrid);
      const names = MARKET_TYPES[leg.mty as number]?.name;
      if (names && (leg.pe as number) % 1000 === 1) {
        expect(leg.mgn).toBe(names.ENG);
        expect(vi?.mgn).toBe(names.VIE);
        expect(zh?.mgn).toBe(names.CMN);
      }
      // The match name is built from the teams in that language.
      const teams = (zh?.te as Json[]).map((team) => team.na as string);
      expect(zh?.mn).toBe(`${teams[0]} vs. ${teams[1]}`);
    });
    // Something is really translated: the Chinese legs share no market name with the English ones.
    expect(chinese.some((leg, index) => leg.mgn !== english[index]?.mgn)).toBe(true);
    expect(chinese.some((leg, index) => leg.onm !== english[index]?.onm)).toBe(true);
  });
});
