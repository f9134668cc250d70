import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/api/generated/main/model';
import { sanitisePhone } from '@/shared/lib/phone';
import { isValidMobile } from '@/shared/lib/validation';
import { countryListQuery } from '@/shared/countries/country-queries';
import { defaultCountry } from '../lib/default-area';
import { areaWithoutPlus, isVerificationCode } from '../lib/security-rules';

export type BindPhoneErrors = Partial<Record<'mobile' | 'smsCode', string>>;

/** State and checks of the bind-phone form: area, number (cut to the country's length), code and their errors. */
export function useBindPhoneForm() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const countries = useQuery(countryListQuery());
  const [picked, setPicked] = useState<CountryCode | null>(null);
  const country = picked ?? defaultCountry(i18n.language, countries.data);
  const [mobile, setMobileValue] = useState('');
  const [smsCode, setSmsCodeValue] = useState('');
  const [errors, setErrors] = useState<BindPhoneErrors>({});

  const mobileError = (): string | undefined => {
    if (mobile === '') return t('account:phone.required');
    return isValidMobile(mobile, country.countryCode) ? undefined : t('common:Lletter.Llettertip13');
  };
  const codeError = (): string | undefined => (isVerificationCode(smsCode) ? undefined : t('account:code.rule'));

  return {
    country,
    mobile,
    smsCode,
    errors,
    area: areaWithoutPlus(country.areaCode),
    setCountry: (next: CountryCode) => {
      setPicked(next);
      setMobileValue((current) => sanitisePhone(current, next.countryCode));
    },
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
