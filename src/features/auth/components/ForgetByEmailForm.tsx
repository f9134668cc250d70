import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { useSendEmail } from '@/shared/auth/auth-mutations';
import { emailAddressForm, forgetByEmailForm, messageKeysByField } from '@/shared/lib/validation-forms';
import { TextField } from '@/shared/ui/field/TextField';
import { showToast } from '@/shared/ui/toast/toast';
import { ACTION_RESET_PASSWORD, useResetForm } from '../hooks/use-reset-form';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Password reset with the code e-mailed (POST /api/user/verify/sendEmail, actionType 5) to the account's e-mail. */
export function ForgetByEmailForm() {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetForm<'email'>();
  const [email, setEmail] = useState('');
  const sendEmail = useSendEmail();

  const send = async (): Promise<boolean> => {
    const problem = messageKeysByField(emailAddressForm.safeParse({ email }).error).email;
    if (problem) {
      reset.set('email', t(problem));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email, actionType: ACTION_RESET_PASSWORD });
    } catch (error) {
      if (error instanceof NetworkError) reset.setFormMessage(t('common:common.networkError'));
      return false;
    }
    showToast({ message: t('auth:forget.emailSent'), type: 'success', durationMs: 2000 });
    return true;
  };

  const onSubmit = () => {
    const parsed = forgetByEmailForm.safeParse({ ...reset.values, email });
    if (!reset.show(parsed.error) || !parsed.success) return;
    const { confirmPassword: _repeat, ...fields } = parsed.data;
    reset.submit({ ...fields, verifyType: 2 });
  };

  return (
    <ResetPasswordForm reset={reset} code={{ label: t('auth:forget.emailCode'), resumeKey: 'email:reset', onSend: send }} onSubmit={onSubmit}>
      <TextField
        label={t('auth:forget.boundEmail')}
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        placeholder={t('auth:form.emailPlaceholder')}
        error={reset.errors.email}
        onChange={reset.edit('email', (value: string) => setEmail(value.trim()))}
      />
    </ResetPasswordForm>
  );
}
