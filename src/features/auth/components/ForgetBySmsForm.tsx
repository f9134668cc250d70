import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidUsername } from '@/shared/lib/validation';
import { forgetBySmsForm, FORM_MESSAGES } from '@/shared/lib/validation-forms';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { useAuthArea } from '../hooks/use-auth-area';
import { ACTION_RESET_PASSWORD, useResetForm } from '../hooks/use-reset-form';
import { useSmsSender } from '../hooks/use-sms-sender';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Password reset with the SMS code sent to the mobile bound to the account. */
export function ForgetBySmsForm() {
  const { t } = useTranslation(['auth', 'common']);
  const area = useAuthArea();
  const reset = useResetForm<'mobile' | 'validate'>();
  const [mobile, setMobile] = useState('');
  const { userName } = reset.values;
  const sms = useSmsSender({
    actionType: ACTION_RESET_PASSWORD,
    areaCodes: area.codes,
    mobile,
    userName,
    needsCaptcha: false,
    onInvalid: reset.set,
    onNetworkError: () => reset.setFormMessage(t('common:common.networkError')),
  });

  const send = async () => {
    if (!isValidUsername(userName)) {
      reset.set('userName', t(FORM_MESSAGES.username));
      return false;
    }
    return sms.send();
  };

  const onSubmit = () => {
    const parsed = forgetBySmsForm(area.codes.country).safeParse({ ...reset.values, mobile });
    if (!reset.show(parsed.error) || !parsed.success) return;
    const { confirmPassword: _repeat, ...fields } = parsed.data;
    reset.submit({ ...fields, verifyType: 1, mobileArea: area.codes.area });
  };

  return (
    <ResetPasswordForm reset={reset} code={{ label: t('auth:form.code'), resumeKey: 'sms:reset', onSend: send }} onSubmit={onSubmit}>
      <AreaPhoneField
        label={t('auth:forget.boundPhone')}
        area={area}
        value={mobile}
        placeholder={t('auth:form.phonePlaceholder')}
        error={reset.errors.mobile}
        onChange={reset.edit('mobile', setMobile)}
      />
    </ResetPasswordForm>
  );
}
