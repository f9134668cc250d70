import { z } from 'zod';
import { phoneMaxLength } from './phone';

/** SPEC.md section 5 "Shared patterns": the one place these rules live. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{6,20}$/;
/** The alternative username rule: 6-16 characters with at least one letter and one digit. */
export const USERNAME_ALT_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/;
export const PASSWORD_PATTERN = /^(?![0-9]+$)(?![A-Za-z]+$)[A-Za-z0-9]{8,20}$/;
export const PHONE_CODE_PATTERN = /^\d{6}$/;
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
export const BANK_CARD_PATTERN = /^\d{6,19}$/;
export const AGENT_ACCOUNT_PATTERN = /^a_[A-Za-z0-9]{3,15}$/;
/** "E-mail and URL patterns also exist": a local part, an @ and a dotted domain ending in 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** An http(s) address with a host and no spaces. */
export const URL_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i;

/** Mobile numbers (SPEC.md section 5 "Callback dialog"): +86 is 1, a digit 3-9 and 9 digits; other areas 6-11 digits. */
export const CN_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const OTHER_MOBILE_PATTERN = /^\d{6,11}$/;
/** SPEC.md section 5 "Verification popup": phone 6 to 11 digits, SMS code 4 to 6 digits. */
export const VERIFY_PHONE_PATTERN = /^\d{6,11}$/;
export const VERIFY_CODE_PATTERN = /^\d{4,6}$/;

export const isValidUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const isValidUsernameAlt = (value: string): boolean => USERNAME_ALT_PATTERN.test(value);
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value);

/**
 * A local mobile number of the area picked with the country code (CN, VN, ...): the area's pattern, and never
 * longer than the country's phone input maximum (SPEC.md section 5 "Phone input length by country").
 */
export function isValidMobile(value: string, countryCode: string | null | undefined): boolean {
  if ((countryCode ?? '').trim().toUpperCase() === 'CN') return CN_MOBILE_PATTERN.test(value);
  return OTHER_MOBILE_PATTERN.test(value) && value.length <= phoneMaxLength(countryCode);
}

/** Form schema for the username login; messages are i18n keys. */
export const accountLoginForm = z.object({
  userName: z.string().regex(USERNAME_PATTERN, 'auth:login.usernameRule'),
  password: z.string().regex(PASSWORD_PATTERN, 'auth:login.passwordRule'),
});
export type AccountLoginForm = z.infer<typeof accountLoginForm>;
