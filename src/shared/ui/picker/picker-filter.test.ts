import { describe, expect, it } from 'vitest';
import { areaCodeOptions, filterOptions, foldForSearch } from './picker-filter';

const options = areaCodeOptions([
  { id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam' },
  { id: 2, countryCode: 'CN', areaCode: '+86', countryName: '中国' },
  { id: 3, countryCode: 'TW', areaCode: '+886', countryName: 'Đài Loan' },
]);

describe('areaCodeOptions', () => {
  it('labels each country with its dialling code first', () => {
    expect(options).toEqual([
      { value: 'VN', label: '+84 Việt Nam' },
      { value: 'CN', label: '+86 中国' },
      { value: 'TW', label: '+886 Đài Loan' },
    ]);
  });

  it('puts the country name first when asked', () => {
    expect(areaCodeOptions([{ id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam' }], true)).toEqual([
      { value: 'VN', label: 'Việt Nam +84' },
    ]);
  });
});

describe('filterOptions', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(foldForSearch('  Việt Nam ')).toBe('viet nam');
    expect(filterOptions(options, 'VIET').map((o) => o.value)).toEqual(['VN']);
    expect(filterOptions(options, 'dai').map((o) => o.value)).toEqual(['TW']);
  });
  it('matches dialling codes and scripts without case', () => {
    expect(filterOptions(options, '+86').map((o) => o.value)).toEqual(['CN']);
    expect(filterOptions(options, '86').map((o) => o.value)).toEqual(['CN', 'TW']);
    expect(filterOptions(options, '中').map((o) => o.value)).toEqual(['CN']);
  });
  it('returns everything for an empty query and nothing for a miss', () => {
    expect(filterOptions(options, '   ')).toHaveLength(3);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
});
