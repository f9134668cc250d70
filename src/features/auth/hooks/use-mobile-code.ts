import { useState } from 'react';
import type { SendSmsRequestActionType } from '@/shared/api/generated/main/model';
import { useAuthArea } from './use-auth-area';
import { useFieldErrors } from './use-field-errors';
import { useSmsSender } from './use-sms-sender';

type MobileField = 'mobile' | 'smsCode' | 'validate';

export interface MobileCodeOptions {
  /** Purpose of the SMS code: 1 register, 3 login. */
  actionType: SendSmsRequestActionType;
  /** A check of the number before its code goes out (e.g. "is it free"); a rejection stops the send. */
  before?: (mobile: string, area: string) => Promise<unknown>;
  onNetworkError: () => void;
}

/**
 * State of a form signed by a mobile number and its SMS code (mobile sign-in and registration): the area picker,
 * the number, the code, the slide captcha the send needs, and the field errors (plus the form's own `Extra` ones).
 */
export function useMobileCode<Extra extends string = never>({ actionType, before, onNetworkError }: MobileCodeOptions) {
  const area = useAuthArea();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const fieldErrors = useFieldErrors<MobileField | Extra>();
  const sms = useSmsSender({
    actionType,
    areaCodes: area.codes,
    mobile,
    ...(before ? { before: () => before(mobile, area.codes.area) } : {}),
    onInvalid: fieldErrors.set,
    onNetworkError,
  });
  return { ...fieldErrors, area, mobile, setMobile, smsCode, setSmsCode, sms };
}

export type MobileCodeForm = ReturnType<typeof useMobileCode<never>>;
