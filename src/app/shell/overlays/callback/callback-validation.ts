/**
 * The callback dialog's rules (SPEC.md section 5 "Callback dialog"): the phone input keeps digits only, at most
 * 11; an empty phone asks for a number; area +86 needs 1, a digit 3-9 and 9 more digits, other areas 6 to 11
 * digits (Lletter.Llettertip13).
 */

export const CALLBACK_PHONE_MAX = 11;
export const CN_AREA = '86';
export const CN_CALLBACK_PHONE = /^1[3-9]\d{9}$/;
export const OTHER_CALLBACK_PHONE = /^\d{6,11}$/;

export type CallbackPhoneError = 'empty' | 'pattern';

/** The toast each error shows (namespace:key). */
export const CALLBACK_ERROR_KEYS: Record<CallbackPhoneError, string> = {
  empty: 'overlays:callback.enterNumber',
  pattern: 'common:Lletter.Llettertip13',
};

/** What the phone input keeps of what was typed or pasted: the digits, cut to 11. */
export function sanitiseCallbackPhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, CALLBACK_PHONE_MAX);
}

/** The area's phone pattern; the area is a dialling code with or without its plus sign. */
export function callbackPhonePattern(area: string): RegExp {
  return area.replace(/^\+/, '') === CN_AREA ? CN_CALLBACK_PHONE : OTHER_CALLBACK_PHONE;
}

/** null when the phone may be sent, else why not. */
export function validateCallbackPhone(phone: string, area: string): CallbackPhoneError | null {
  if (phone.trim() === '') return 'empty';
  return callbackPhonePattern(area).test(phone) ? null : 'pattern';
}
