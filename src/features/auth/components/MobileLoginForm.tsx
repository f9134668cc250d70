import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { mobileLoginForm } from '@/shared/lib/validation-forms';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { Button } from '@/shared/ui/button/Button';
import { useMobileLogin } from '../api/auth-mutations';
import { PAGE_EVENTS, reportPageFailure } from '../api/page-report';
import { leavesAfterLogin, useFinishLogin } from '../hooks/use-finish-login';
import { useMobileCode } from '../hooks/use-mobile-code';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { MobileCodeFields } from './MobileCodeFields';
import styles from './AuthForm.module.css';

const MOBILE_LOGIN_PATH = '/api/user/auth/mobile-login';
/** sendSms actionType of a login code. */
export const SMS_ACTION_LOGIN = 3;

/** Sign-in with a mobile number (area code picker) and the SMS code; sending the code needs the slide captcha. */
export function MobileLoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const finishLogin = useFinishLogin(PAGE_EVENTS.phoneLogin);
  const form = useMobileCode({
    actionType: SMS_ACTION_LOGIN,
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
    const parsed = mobileLoginForm(form.area.codes.country).safeParse({ mobile: form.mobile, smsCode: form.smsCode });
    if (!form.show(parsed.error) || !parsed.success) return;
    submitOnce({
      ...parsed.data,
      countryCode: form.area.codes.area,
      inviteCode: getInviteCode(),
      referCode: getReferCode(),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <MobileCodeFields form={form} resumeKey="sms:login" />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </form>
  );
}
