import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { useSendEmail } from '@/shared/auth/auth-mutations';
import { emailAddressForm, forgetByEmailForm, messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { showToast } from '@/shared/ui/toast/toast';
import { useFieldErrors } from '../hooks/use-field-errors';
import { leavesAfterReset, usePasswordReset } from '../hooks/use-password-reset';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { ACTION_RESET_PASSWORD } from './ForgetBySmsForm';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { PasswordPair } from './PasswordPair';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

type Field = 'userName' | 'email' | 'code' | 'password' | 'confirmPassword';

/** Password reset with the code e-mailed (POST /api/user/verify/sendEmail, actionType 5) to the account's e-mail. */
export function ForgetByEmailForm() {
  const { t } = useTranslation(['auth', 'common']);
  const [userName, setUserName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, clear, set, show } = useFieldErrors<Field>();
  const { mutation, formMessage, setFormMessage } = usePasswordReset();
  const sendEmail = useSendEmail();

  const send = async (): Promise<boolean> => {
    const problem = messageKeysByField(emailAddressForm.safeParse({ email }).error).email;
    if (problem) {
      set('email', t(problem));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email, actionType: ACTION_RESET_PASSWORD });
    } catch (error) {
      if (error instanceof NetworkError) setFormMessage(t('common:common.networkError'));
      return false;
    }
    showToast({ message: t('auth:forget.emailSent'), type: 'success', durationMs: 2000 });
    return true;
  };

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterReset));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgetByEmailForm.safeParse({ userName, email, code, password, confirmPassword });
    if (!show(parsed.error) || !parsed.success) return;
    const { confirmPassword: _repeat, ...fields } = parsed.data;
    submitOnce({ ...fields, verifyType: 2 });
  };

  const edit = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    clear(field);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth:login.username')}
        autoComplete="username"
        maxLength={20}
        value={userName}
        placeholder={t('auth:login.usernamePlaceholder')}
        error={errors.userName}
        onChange={edit('userName', (value) => setUserName(value.trim()))}
      />
      <TextField
        label={t('auth:forget.boundEmail')}
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        placeholder={t('auth:form.emailPlaceholder')}
        error={errors.email}
        onChange={edit('email', (value) => setEmail(value.trim()))}
      />
      <SmsCodeField
        label={t('auth:forget.emailCode')}
        value={code}
        placeholder={t('auth:form.codePlaceholder')}
        error={errors.code}
        resumeKey="email:reset"
        onSend={send}
        onChange={edit('code', setCode)}
      />
      <PasswordPair
        label={t('auth:forget.newPassword')}
        password={password}
        confirmPassword={confirmPassword}
        errors={errors}
        onPassword={edit('password', setPassword)}
        onConfirmPassword={edit('confirmPassword', setConfirmPassword)}
      />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:forget.submitting') : t('auth:forget.submit')}
      </Button>
    </form>
  );
}
