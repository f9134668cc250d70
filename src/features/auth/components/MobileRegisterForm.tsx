import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileRegisterForm } from '@/shared/lib/validation-forms';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { Button } from '@/shared/ui/button/Button';
import { checkMobileFree, registerByMobile } from '../api/auth-mutations';
import { generatedNameQuery } from '../api/auth-queries';
import { PAGE_EVENTS } from '../api/page-report';
import { useAreaCodes } from '../hooks/use-area-codes';
import { useFieldErrors } from '../hooks/use-field-errors';
import { leavesAfterRegistration, registrationDomain, useRegistration } from '../hooks/use-registration';
import { useSmsSender } from '../hooks/use-sms-sender';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { AreaPhoneField } from './AreaPhoneField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { GeneratedName } from './GeneratedName';
import { SlideVerify } from './SlideVerify';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

/** sendSms actionType of a registration code. */
export const SMS_ACTION_REGISTER = 1;
type Field = 'mobile' | 'smsCode' | 'validate' | 'userName';

/**
 * Registration by mobile: the number must be free (registerCheckByMobile) before the SMS code goes out, the code
 * must match (registerCheckByCode) before mobile-register creates the member under a generated username.
 */
export function MobileRegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const areaCodes = useAreaCodes();
  const generatedName = useQuery(generatedNameQuery());
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { errors, clear, set, show } = useFieldErrors<Field>();
  const { mutation, formMessage } = useRegistration({
    event: PAGE_EVENTS.phoneRegister,
    path: '/api/user/auth/mobile-register',
    register: registerByMobile,
    userNameOf: (body) => body.userName,
  });
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const sms = useSmsSender({
    actionType: SMS_ACTION_REGISTER,
    areaCodes,
    mobile,
    before: () => checkMobileFree(mobile, areaCodes.area),
    onInvalid: set,
    onNetworkError: () => setSendProblem(t('common:common.networkError')),
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterRegistration));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSendProblem(null);
    const parsed = mobileRegisterForm(areaCodes.country).safeParse({ mobile, smsCode });
    const userName = generatedName.data ?? '';
    const ready = show(parsed.error, userName ? {} : { userName: t('auth:register.generatedMissing') });
    if (!ready || !parsed.success) return;
    submitOnce({
      mobile: parsed.data.mobile,
      smsCode: parsed.data.smsCode,
      countryCode: areaCodes.area,
      mobileCode: areaCodes.area,
      userName,
      inviteCode: getInviteCode(),
      referCode: getReferCode(),
      regDomain: registrationDomain(),
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
          clear('mobile');
        }}
      />
      <SlideVerify
        error={errors.validate}
        onVerified={(next) => {
          sms.setValidate(next);
          clear('validate');
        }}
      />
      <SmsCodeField
        label={t('auth:form.code')}
        value={smsCode}
        placeholder={t('auth:form.codePlaceholder')}
        error={errors.smsCode}
        resumeKey="sms:register"
        onSend={sms.send}
        onChange={(value) => {
          setSmsCode(value);
          clear('smsCode');
        }}
      />
      <GeneratedName query={generatedName} error={errors.userName} />
      <FormAlert message={formMessage ?? sendProblem} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:register.submitting') : t('auth:register.submit')}
      </Button>
    </form>
  );
}
