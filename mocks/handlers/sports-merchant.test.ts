import { beforeEach, describe, expect, it } from 'vitest';
import { getGetMerchantDetailUrl } from '@/shared/api/generated/sports/merchant/merchant';
import { ensureSeeded } from '../seed';
import { provider } from './bet-placing-test-client';

beforeEach(() => ensureSeeded());

describe('merchant detail', () => {
  it('describes the operator: VND in thousands first, bet formats, features, time zone', async () => {
    const { code, data } = await provider(getGetMerchantDetailUrl(), { languageType: 'VIE' }, '');
    expect(code).toBe(0);
    expect(data).toMatchObject({ merchantId: 'lotus-vn', parlayEnabled: true, cashOutEnabled: true, reserveBetEnabled: true, timeZone: 'Asia/Ho_Chi_Minh' });
    expect(data.currencyIds[0]).toBe(1000);
    expect(data.oddsFormats).toEqual(expect.arrayContaining([1, 2]));
    expect((await provider(getGetMerchantDetailUrl(), {}, 'fbm_forged')).code).toBe(14010);
  });
});
