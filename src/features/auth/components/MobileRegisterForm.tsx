import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileRegisterForm } from '@/shared/lib/validation-forms';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { Button } from '@/shared/ui/button/Button';
import { checkMobileFree, registerByMobile } from '../api/auth-mutations';
import { generatedNameQuery } from '../api/auth-queries';
import { PAGE_EVENTS } from '../api/page-report';
import { useMobileCode } from '../hooks/use-mobile-code';
import { leavesAfterRegistration, registrationDomain, useRegistration } from '../hooks/use-registration';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { GeneratedName } from './GeneratedName';
import { MobileCodeFields } from './MobileCodeFields';
import styles from './AuthForm.module.css';

/** sendSms actionType of a registration code. */
export const SMS_ACTION_REGISTER = 1;

/**
 * Registration by mobile: the number must be free (registerCheckByMobile) before the SMS code goes out, the code
 * must match (registerCheckByCode) before mobile-register creates the member under a generated username.
 */
export function MobileRegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const generatedName = useQuery(generatedNameQuery());
  const { mutation, formMessage } = useRegistration({
    event: PAGE_EVENTS.phoneRegister,
    path: '/api/user/auth/mobile-register',
    register: registerByMobile,
    userNameOf: (body) => body.userName,
  });
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const form = useMobileCode<'userName'>({
    actionType: SMS_ACTION_REGISTER,
    before: checkMobileFree,
    onNetworkError: () => setSendProblem(t('common:common.networkError')),
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterRegistration));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSendProblem(null);
    const { area } = form.area.codes;
    const parsed = mobileRegisterForm(form.area.codes.country).safeParse({ mobile: form.mobile, smsCode: form.smsCode });
    const userName = generatedName.data ?? '';
    const ready = form.show(parsed.error, userName ? {} : { userName: t('auth:register.generatedMissing') });
    if (!ready || !parsed.success) return;
    submitOnce({
      mobile: parsed.data.mobile,
      smsCode: parsed.data.smsCode,
      countryCode: area,
      mobileCode: area,
      userName,
      inviteCode: getInviteCode(),
      referCode: getReferCode(),
      regDomain: registrationDomain(),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <MobileCodeFields form={form} resumeKey="sms:register" />
      <GeneratedName query={generatedName} error={form.errors.userName} />
      <FormAlert message={formMessage ?? sendProblem} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:register.submitting') : t('auth:register.submit')}
      </Button>
    </form>
  );
}
