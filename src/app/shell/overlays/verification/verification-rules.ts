/**
 * The IP / device verification popup's rules (SPEC.md section 5 "Verification popup"): phone 6 to 11 digits,
 * SMS code 4 to 6 digits; confirm stays disabled otherwise.
 */

export const VERIFY_PHONE_MAX = 11;
export const VERIFY_CODE_MAX = 6;
export const VERIFY_PHONE = /^\d{6,11}$/;
export const VERIFY_CODE = /^\d{4,6}$/;
/** The SMS resend countdown (SPEC.md section 9). */
export const SMS_COUNTDOWN_SECONDS = 60;
/** actionType of the SMS and of the login check for this popup. */
export const LOGIN_CHECK_ACTION = 2;

export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

export const isVerifyPhone = (phone: string): boolean => VERIFY_PHONE.test(phone);
export const isVerifyCode = (code: string): boolean => VERIFY_CODE.test(code);

/** The confirm button is enabled only for a valid phone and a valid code. */
export function canConfirm(phone: string, code: string): boolean {
  return isVerifyPhone(phone) && isVerifyCode(code);
}
