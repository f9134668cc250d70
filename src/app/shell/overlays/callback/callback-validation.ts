import { PHONE_INPUT_MAX, sanitisePhone } from '@/shared/lib/phone';
import { CN_MOBILE_PATTERN, OTHER_MOBILE_PATTERN } from '@/shared/lib/validation';

/**
 * The callback dialog's rules (SPEC.md section 5 "Callback dialog"): the phone input keeps digits only, at most
 * 11; an empty phone asks for a number; area +86 needs 1, a digit 3-9 and 9 more digits, other areas 6 to 11
 * digits (Lletter.Llettertip13).
 */

export const CALLBACK_PHONE_MAX = PHONE_INPUT_MAX;
export const CN_AREA = '86';

export type CallbackPhoneError = 'empty' | 'pattern';

/** The toast each error shows (namespace:key). */
export const CALLBACK_ERROR_KEYS: Record<CallbackPhoneError, string> = {
  empty: 'overlays:callback.enterNumber',
  pattern: 'common:Lletter.Llettertip13',
};

/** What the phone input keeps of what was typed or pasted: the digits, cut to 11. */
export function sanitiseCallbackPhone(value: string): string {
  return sanitisePhone(value, null);
}

/** The area's phone pattern; the area is a dialling code with or without its plus sign. */
export function callbackPhonePattern(area: string): RegExp {
  return area.replace(/^\+/, '') === CN_AREA ? CN_MOBILE_PATTERN : OTHER_MOBILE_PATTERN;
}

/** null when the phone may be sent, else why not. */
export function validateCallbackPhone(phone: string, area: string): CallbackPhoneError | null {
  if (phone.trim() === '') return 'empty';
  return callbackPhonePattern(area).test(phone) ? null : 'pattern';
}
