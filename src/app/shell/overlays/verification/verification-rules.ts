import { VERIFY_CODE_PATTERN, VERIFY_PHONE_PATTERN } from '@/shared/lib/validation';

/**
 * The IP / device verification popup's rules (SPEC.md section 5 "Verification popup"): phone 6 to 11 digits,
 * SMS code 4 to 6 digits (the patterns of shared/lib/validation); confirm stays disabled otherwise.
 */

export const VERIFY_PHONE_MAX = 11;
export const VERIFY_CODE_MAX = 6;
/** actionType of the SMS and of the login check for this popup. */
export const LOGIN_CHECK_ACTION = 2;

export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

export const isVerifyPhone = (phone: string): boolean => VERIFY_PHONE_PATTERN.test(phone);
export const isVerifyCode = (code: string): boolean => VERIFY_CODE_PATTERN.test(code);

/** The confirm button is enabled only for a valid phone and a valid code. */
export function canConfirm(phone: string, code: string): boolean {
  return isVerifyPhone(phone) && isVerifyCode(code);
}
