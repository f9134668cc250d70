import type { CountryCode } from '@/shared/api/generated/main/model';

/**
 * SPEC.md section 9: the SMS and callback area code is +86 for Chinese and +84 otherwise. These entries stand in
 * for the country list (GET /api/user/countrycode/list) until it arrives, or when it cannot be read.
 */
export const DEFAULT_AREAS: Readonly<Record<'CN' | 'VN', CountryCode>> = {
  CN: { id: 2, countryCode: 'CN', areaCode: '+86', countryName: '中国', phoneLength: 11 },
  VN: { id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam', phoneLength: 9 },
};

/** The deployment's country (SPEC.md section 9): what registration sends and what a new address dials. */
export const DEPLOYMENT_COUNTRY = 'VN';

/** The country whose area code a language starts with: CN for Chinese, the deployment's otherwise. */
export function defaultCountryFor(language: string): 'CN' | 'VN' {
  return language === 'zh-cn' ? 'CN' : DEPLOYMENT_COUNTRY;
}

/** The dialling code as the API calls send it: without the plus sign ("+84" -> "84"). */
export function withoutPlus(areaCode: string): string {
  return areaCode.replace(/^\+/, '');
}

/** The language's dialling code without its plus sign, for forms that dial one fixed area ("84" or "86"). */
export function defaultDialCode(language: string): string {
  return withoutPlus(DEFAULT_AREAS[defaultCountryFor(language)].areaCode);
}

/**
 * The entry of a country code: the list's own when it has it, else the built-in default area of that country,
 * else the deployment's. So a form always has an area code to show and send, with or without the list.
 */
export function areaOf(countries: readonly CountryCode[] | undefined, countryCode: string): CountryCode {
  const listed = countries?.find((country) => country.countryCode === countryCode);
  return listed ?? DEFAULT_AREAS[countryCode as keyof typeof DEFAULT_AREAS] ?? DEFAULT_AREAS.VN;
}

/** The country code of a dialling code (with or without its plus sign) in the list, e.g. a saved number's area. */
export function countryOfDialCode(countries: readonly CountryCode[] | undefined, dialCode: string): string | undefined {
  const wanted = withoutPlus(dialCode);
  return countries?.find((country) => withoutPlus(country.areaCode) === wanted)?.countryCode;
}
