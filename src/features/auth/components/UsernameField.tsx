import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/field/TextField';

export interface UsernameFieldProps {
  value: string;
  /** The account name as typed, without the spaces around it. */
  onChange: (value: string) => void;
  error?: string;
  name?: string;
}

/** The account name field of the username login and register forms: up to 20 characters, trimmed as typed. */
export function UsernameField({ value, onChange, error, name }: UsernameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('login.username')}
      name={name}
      autoComplete="username"
      maxLength={20}
      value={value}
      placeholder={t('login.usernamePlaceholder')}
      error={error}
      onChange={(typed) => onChange(typed.trim())}
    />
  );
}
