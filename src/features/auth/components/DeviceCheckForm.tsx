import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, NetworkError } from '@/shared/api/errors';
import { useLoginCheck } from '@/shared/auth/auth-mutations';
import type { LoginResponse } from '@/shared/api/generated/main/model';
import { deviceCheckForm } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { useAuthArea } from '../hooks/use-auth-area';
import { useFieldErrors } from '../hooks/use-field-errors';
import { startSession, useRedirectTarget } from '../hooks/use-finish-login';
import { useSmsSender } from '../hooks/use-sms-sender';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

/** actionType of the SMS and of the login check (SPEC.md section 7: loginCheck ... actionType 2). */
export const LOGIN_CHECK_ACTION = 2;
/** The main API's wrong-code answer: shown under the code field. */
const WRONG_CODE = 1001000003;
type Field = 'mobile' | 'smsCode' | 'validate';

/** A check that returns a token starts the session and leaves for the redirect target. */
const leavesAfterCheck = (answer: LoginResponse): boolean => Boolean(answer.data?.accessToken);

/**
 * The SMS check of /v-to-b: phone 6-11 digits and code 4-6 (SPEC.md section 5 "Verification popup"), then
 * POST /api/user/auth/loginCheck with userName, smsCode, mobile and actionType 2; its token starts the session.
 * The pending token from the login travels as the call's Authorization.
 */
export function DeviceCheckForm({ userName, pendingToken }: { userName: string; pendingToken: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const area = useAuthArea();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { errors, set, show, edit } = useFieldErrors<Field>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const sms = useSmsSender({
    actionType: LOGIN_CHECK_ACTION,
    areaCodes: area.codes,
    mobile,
    userName,
    needsCaptcha: false,
    onInvalid: set,
    onNetworkError: () => setFormMessage(t('common:common.networkError')),
  });

  const check = useLoginCheck(pendingToken, {
    onMutate: () => setFormMessage(null),
    onSuccess: (answer) => {
      const token = answer.data?.accessToken;
      if (!token) {
        setFormMessage(answer.msg || t('common:common.loadFailed'));
        return;
      }
      startSession(token, answer.data?.userName || userName);
      navigate(redirect, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === WRONG_CODE) set('smsCode', t('common:Lletter.Llettertip14'));
      else if (error instanceof ApiError) setFormMessage(error.msg || t('common:common.loadFailed'));
      else if (error instanceof NetworkError) setFormMessage(t('common:common.networkError'));
    },
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(check.mutateAsync, leavesAfterCheck));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deviceCheckForm.safeParse({ mobile, smsCode });
    if (!show(parsed.error) || !parsed.success) return;
    submitOnce({ userName, mobile: parsed.data.mobile, smsCode: parsed.data.smsCode, actionType: LOGIN_CHECK_ACTION });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AreaPhoneField
        label={t('auth:verify.phone')}
        area={area}
        value={mobile}
        placeholder={t('auth:verify.phonePlaceholder')}
        error={errors.mobile}
        onChange={edit('mobile', setMobile)}
      />
      <SmsCodeField
        label={t('auth:form.code')}
        value={smsCode}
        placeholder={t('auth:verify.codePlaceholder')}
        error={errors.smsCode}
        resumeKey={`sms:v-to-b:${userName}`}
        onSend={sms.send}
        onChange={edit('smsCode', setSmsCode)}
      />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:verify.submitting') : t('auth:verify.submit')}
      </Button>
    </form>
  );
}
