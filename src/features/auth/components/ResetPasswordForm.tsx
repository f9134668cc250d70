import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import type { ResetForm } from '../hooks/use-reset-form';
import { PasswordPair } from './PasswordPair';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

export interface ResetPasswordFormProps {
  reset: ResetForm;
  /** The bound phone or e-mail field, between the username and the code. */
  children: ReactNode;
  /** The code field: its label, the countdown's resume key and the send. */
  code: { label: string; resumeKey: string; onSend: () => Promise<boolean> };
  /** Checks the fields and starts the reset. */
  onSubmit: () => void;
}

/** A password reset form: username, the bound contact, the code sent to it, the new password twice and submit. */
export function ResetPasswordForm({ reset, children, code, onSubmit }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { values, errors, edit } = reset;
  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <TextField
        label={t('login.username')}
        autoComplete="username"
        maxLength={20}
        value={values.userName}
        placeholder={t('login.usernamePlaceholder')}
        error={errors.userName}
        onChange={edit('userName', (value: string) => reset.setUserName(value.trim()))}
      />
      {children}
      <SmsCodeField
        label={code.label}
        value={values.code}
        placeholder={t('form.codePlaceholder')}
        error={errors.code}
        resumeKey={code.resumeKey}
        onSend={code.onSend}
        onChange={edit('code', reset.setCode)}
      />
      <PasswordPair
        label={t('forget.newPassword')}
        password={values.password}
        confirmPassword={values.confirmPassword}
        errors={errors}
        onPassword={edit('password', reset.setPassword)}
        onConfirmPassword={edit('confirmPassword', reset.setConfirmPassword)}
      />
      <FormAlert message={reset.formMessage} />
      <Button type="submit" block disabled={reset.sending}>
        {reset.sending ? t('forget.submitting') : t('forget.submit')}
      </Button>
    </form>
  );
}
