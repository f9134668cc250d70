import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { useSendSms } from '@/shared/auth/auth-mutations';
import type { SendSmsRequestActionType } from '@/shared/api/generated/main/model';
import { messageKeysByField, mobileNumberForm } from '@/shared/lib/validation-forms';
import { showToast } from '@/shared/ui/toast/toast';
import type { AreaCodes } from '@/shared/countries/use-area-codes';
import { useSlidePuzzle } from './use-slide-puzzle';

/** How long the "code sent" note stays. */
const SENT_NOTE_MS = 2000;

export interface SmsSenderOptions {
  /** Purpose of the code: 1 register, 2 login check, 3 login, 5 reset password. */
  actionType: SendSmsRequestActionType;
  areaCodes: AreaCodes;
  mobile: string;
  userName?: string;
  /** Sending needs the slide captcha first (sign-in and registration); default true. */
  needsCaptcha?: boolean;
  /** A check before sending (e.g. "is this number free"); a rejection stops the send. */
  before?: () => Promise<unknown>;
  /** A field that must be fixed before a code can go out, with its translated message. */
  onInvalid: (field: 'mobile' | 'validate', message: string) => void;
  onNetworkError: () => void;
}

/**
 * Sends an SMS code (POST /api/user/verCode/sendSms, area code without its plus sign) once the number is valid for
 * the picked area and, where needed, the captcha is done. Resolves true when a code went out, which starts the
 * send button's 60 s countdown; server refusals are toasted by the API client and leave the button ready.
 */
export function useSmsSender(options: SmsSenderOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const { actionType, areaCodes, mobile, userName = '', needsCaptcha = true, before, onInvalid, onNetworkError } = options;
  const puzzle = useSlidePuzzle((message) => onInvalid('validate', message));
  const { validate } = puzzle;
  const sendSms = useSendSms();

  const send = async (): Promise<boolean> => {
    const parsed = mobileNumberForm(areaCodes.country).safeParse({ mobile });
    const problem = messageKeysByField(parsed.error).mobile;
    if (problem) {
      onInvalid('mobile', t(problem));
      return false;
    }
    if (needsCaptcha && !validate) {
      onInvalid('validate', t('auth:login.slideRequired'));
      return false;
    }
    let sent = false;
    try {
      await before?.();
      sent = true;
      await sendSms.mutateAsync({ actionType, mobileArea: areaCodes.area, mobile, userName, ...(validate ? { validate } : {}) });
    } catch (error) {
      if (sent && validate) puzzle.spent(error);
      if (error instanceof NetworkError) onNetworkError();
      return false;
    }
    if (validate) puzzle.spent();
    showToast({ message: t('auth:form.codeSent'), type: 'success', durationMs: SENT_NOTE_MS });
    return true;
  };

  return { send, validate, setValidate: puzzle.setValidate, round: puzzle.round };
}
