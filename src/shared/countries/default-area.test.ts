import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@/shared/api/generated/main/model';
import { areaOf, countryOfDialCode, DEFAULT_AREAS, defaultCountryFor, defaultDialCode, withoutPlus } from './default-area';

const thailand: CountryCode = { id: 7, countryCode: 'TH', areaCode: '+66', countryName: 'Thailand', phoneLength: 9 };
const listedVietnam: CountryCode = { ...DEFAULT_AREAS.VN, id: 41, countryName: 'Vietnam' };
const list = [thailand, listedVietnam];

describe('default area', () => {
  it('starts Chinese at CN and every other language at the deployment country', () => {
    expect(defaultCountryFor('zh-cn')).toBe('CN');
    expect(defaultCountryFor('vi-vn')).toBe('VN');
    expect(defaultCountryFor('en-us')).toBe('VN');
  });

  it('gives the fixed dialling code of a language without its plus', () => {
    expect(defaultDialCode('zh-cn')).toBe('86');
    expect(defaultDialCode('vi-vn')).toBe('84');
  });

  it('drops the plus of a dialling code', () => {
    expect(withoutPlus('+84')).toBe('84');
    expect(withoutPlus('86')).toBe('86');
  });

  it('takes a country from the list when it is listed', () => {
    expect(areaOf(list, 'VN')).toBe(listedVietnam);
    expect(areaOf(list, 'TH')).toBe(thailand);
  });

  it('falls back to the built-in area while the list is missing or lacks the country', () => {
    expect(areaOf(undefined, 'CN')).toEqual(DEFAULT_AREAS.CN);
    expect(areaOf([], 'VN')).toEqual(DEFAULT_AREAS.VN);
    expect(areaOf(list, 'CN')).toEqual(DEFAULT_AREAS.CN);
    expect(areaOf(undefined, 'TH')).toEqual(DEFAULT_AREAS.VN);
  });

  it('finds the country of a saved dialling code', () => {
    expect(countryOfDialCode(list, '66')).toBe('TH');
    expect(countryOfDialCode(list, '+84')).toBe('VN');
    expect(countryOfDialCode(list, '1')).toBeUndefined();
    expect(countryOfDialCode(undefined, '84')).toBeUndefined();
  });
});
