import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { mobileLoginForm } from '@/shared/lib/validation-forms';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { Button } from '@/shared/ui/button/Button';
import { useMobileLogin } from '../api/auth-mutations';
import { PAGE_EVENTS, reportPageFailure } from '../api/page-report';
import { useAreaCodes } from '../hooks/use-area-codes';
import { useFieldErrors } from '../hooks/use-field-errors';
import { leavesAfterLogin, useFinishLogin } from '../hooks/use-finish-login';
import { useSmsSender } from '../hooks/use-sms-sender';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { AreaPhoneField } from './AreaPhoneField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { SlideVerify } from './SlideVerify';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

const MOBILE_LOGIN_PATH = '/api/user/auth/mobile-login';
/** sendSms actionType of a login code. */
export const SMS_ACTION_LOGIN = 3;
type Field = 'mobile' | 'smsCode' | 'validate';

/** Sign-in with a mobile number (area code picker) and the SMS code; sending the code needs the slide captcha. */
export function MobileLoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const areaCodes = useAreaCodes();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { errors, clear: clearError, set, show } = useFieldErrors<Field>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const finishLogin = useFinishLogin(PAGE_EVENTS.phoneLogin);
  const sms = useSmsSender({
    actionType: SMS_ACTION_LOGIN,
    areaCodes,
    mobile,
    onInvalid: set,
    onNetworkError: () => setFormMessage(t('common:common.networkError')),
  });

  const login = useMobileLogin({
    onSuccess: (response, body) => {
      setFormMessage(finishLogin(response, { path: MOBILE_LOGIN_PATH, body, userName: '', mobile: body.mobile }));
    },
    onError: (error, body) => {
      reportPageFailure(PAGE_EVENTS.phoneLogin, { path: MOBILE_LOGIN_PATH, body }, error);
      if (error instanceof NetworkError) setFormMessage(t('common:common.networkError'));
    },
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(login.mutateAsync, leavesAfterLogin));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormMessage(null);
    const parsed = mobileLoginForm(areaCodes.country).safeParse({ mobile, smsCode });
    if (!show(parsed.error) || !parsed.success) return;
    submitOnce({
      ...parsed.data,
      countryCode: areaCodes.area,
      inviteCode: getInviteCode(),
      referCode: getReferCode(),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AreaPhoneField
        label={t('auth:form.phone')}
        areaCodes={areaCodes}
        value={mobile}
        placeholder={t('auth:form.phonePlaceholder')}
        error={errors.mobile}
        onChange={(value) => {
          setMobile(value);
          clearError('mobile');
        }}
      />
      <SlideVerify
        error={errors.validate}
        onVerified={(next) => {
          sms.setValidate(next);
          clearError('validate');
        }}
      />
      <SmsCodeField
        label={t('auth:form.code')}
        value={smsCode}
        placeholder={t('auth:form.codePlaceholder')}
        error={errors.smsCode}
        resumeKey="sms:login"
        onSend={sms.send}
        onChange={(value) => {
          setSmsCode(value);
          clearError('smsCode');
        }}
      />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </form>
  );
}
