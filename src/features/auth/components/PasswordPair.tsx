import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/field/TextField';

export interface PasswordPairProps {
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  /** Label of the first field ("Password" or "New password"). */
  label?: string;
}

/** A new password and the same password again, each with its show/hide toggle; at most 20 characters. */
export function PasswordPair({ password, confirmPassword, onPassword, onConfirmPassword, errors, label }: PasswordPairProps) {
  const { t } = useTranslation('auth');
  const fields = [
    { label: label ?? t('login.password'), value: password, placeholder: t('form.passwordPlaceholder'), error: errors.password, onChange: onPassword },
    { label: t('form.confirmPassword'), value: confirmPassword, placeholder: t('form.confirmPlaceholder'), error: errors.confirmPassword, onChange: onConfirmPassword },
  ];
  return fields.map((field) => <TextField key={field.label} kind="password" autoComplete="new-password" maxLength={20} {...field} />);
}
