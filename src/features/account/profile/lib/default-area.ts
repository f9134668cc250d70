import type { CountryCode } from '@/shared/api/generated/main/model';

/** SPEC.md section 9: the SMS area code is +86 for Chinese and +84 otherwise. */
export const DEFAULT_AREAS: Record<'CN' | 'VN', CountryCode> = {
  CN: { id: 2, countryCode: 'CN', areaCode: '+86', countryName: '中国', phoneLength: 11 },
  VN: { id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam', phoneLength: 9 },
};

/** The starting country of a phone form: the language's default, taken from the list when it has it. */
export function defaultCountry(language: string, countries: readonly CountryCode[] | undefined): CountryCode {
  const fallback = language === 'zh-cn' ? DEFAULT_AREAS.CN : DEFAULT_AREAS.VN;
  return countries?.find((country) => country.countryCode === fallback.countryCode) ?? countries?.[0] ?? fallback;
}
