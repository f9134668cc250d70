import { numberOnly, truncate } from './input-directives';

/** SPEC.md section 9 "Phone input maximum": the cap for any phone input whose country has no own rule. */
export const PHONE_INPUT_MAX = 11;

/** SPEC.md section 5 "Phone input length by country", keyed by the country list's countryCode. */
export const PHONE_MAX_LENGTH_BY_COUNTRY = {
  CN: 11,
  VN: 9,
  JP: 10,
  US: 10,
  KOR: 11,
  TW: 9,
  SG: 8,
  PH: 10,
  HK: 8,
  KH: 9,
  IDR: 11,
} as const satisfies Record<string, number>;

export type PhoneCountry = keyof typeof PHONE_MAX_LENGTH_BY_COUNTRY;

/** Bank card minimum length: 16 digits for CN, 4 for every other country (SPEC.md section 5). */
export const BANK_CARD_MIN_LENGTH_CN = 16;
export const BANK_CARD_MIN_LENGTH_OTHER = 4;

function normaliseCountry(countryCode: string | null | undefined): string {
  return (countryCode ?? '').trim().toUpperCase();
}

export function isPhoneCountry(countryCode: string | null | undefined): countryCode is PhoneCountry {
  return Object.hasOwn(PHONE_MAX_LENGTH_BY_COUNTRY, normaliseCountry(countryCode));
}

/** Maximum digits of a local phone number for a country code; unknown or missing codes get the input maximum. */
export function phoneMaxLength(countryCode: string | null | undefined): number {
  const key = normaliseCountry(countryCode);
  return Object.hasOwn(PHONE_MAX_LENGTH_BY_COUNTRY, key)
    ? PHONE_MAX_LENGTH_BY_COUNTRY[key as PhoneCountry]
    : PHONE_INPUT_MAX;
}

/** Minimum digits of a bank card number for a country code. */
export function bankCardMinLength(countryCode: string | null | undefined): number {
  return normaliseCountry(countryCode) === 'CN' ? BANK_CARD_MIN_LENGTH_CN : BANK_CARD_MIN_LENGTH_OTHER;
}

/** What a phone input keeps of what was typed or pasted: the digits, cut to the country's maximum. */
export function sanitisePhone(value: string, countryCode: string | null | undefined): string {
  return truncate(numberOnly(value), phoneMaxLength(countryCode));
}
