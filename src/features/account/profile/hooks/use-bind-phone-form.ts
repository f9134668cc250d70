import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '@/shared/countries/use-area-codes';
import { isValidMobile } from '@/shared/lib/validation';
import { isVerificationCode } from '../lib/security-rules';

export type BindPhoneErrors = Partial<Record<'mobile' | 'smsCode', string>>;

/** State and checks of the bind-phone form: area, number (cut to the country's length), code and their errors. */
export function useBindPhoneForm() {
  const { t } = useTranslation(['account', 'common']);
  const areaCodes = useAreaCodes();
  const [mobile, setMobileValue] = useState('');
  const [smsCode, setSmsCodeValue] = useState('');
  const [errors, setErrors] = useState<BindPhoneErrors>({});

  const mobileError = (): string | undefined => {
    if (mobile === '') return t('account:phone.required');
    return isValidMobile(mobile, areaCodes.country) ? undefined : t('common:Lletter.Llettertip13');
  };
  const codeError = (): string | undefined => (isVerificationCode(smsCode) ? undefined : t('account:code.rule'));

  return {
    areaCodes,
    mobile,
    smsCode,
    errors,
    setMobile: (value: string) => {
      setMobileValue(value);
      setErrors((current) => ({ ...current, mobile: undefined }));
    },
    setSmsCode: (value: string) => {
      setSmsCodeValue(value);
      setErrors((current) => ({ ...current, smsCode: undefined }));
    },
    /** Checks the number alone (before sending a code); true when it may be used. */
    checkMobile: (): boolean => {
      const problem = mobileError();
      setErrors((current) => ({ ...current, mobile: problem }));
      return problem === undefined;
    },
    /** Checks the whole form before binding; true when it may be sent. */
    checkAll: (): boolean => {
      const next = { mobile: mobileError(), smsCode: codeError() };
      setErrors(next);
      return next.mobile === undefined && next.smsCode === undefined;
    },
  };
}
