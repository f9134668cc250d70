import { CountdownButton } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import styles from './AuthForm.module.css';

/** SPEC.md section 9 "Verification code maximum". */
export const CODE_MAX_LENGTH = 6;

export interface SmsCodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  /** Sends the code; resolve false when nothing was sent (the countdown does not start). */
  onSend: () => Promise<unknown>;
  /** Keeps the 60 s countdown across a reload of the screen, one key per purpose. */
  resumeKey: string;
  sendLabel?: string;
}

/** A verification code input (digits, at most 6) with the "send code" button and its 60 s resend countdown. */
export function SmsCodeField({ label, value, onChange, error, placeholder, onSend, resumeKey, sendLabel }: SmsCodeFieldProps) {
  return (
    <TextField
      label={label}
      kind="number"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      placeholder={placeholder}
      error={error}
      onChange={onChange}
      end={<CountdownButton className={styles.send} onSend={onSend} resumeKey={resumeKey} label={sendLabel} />}
    />
  );
}
