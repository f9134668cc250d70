import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type LEAVING } from '@/shared/forms/use-form-submit';
import { CountdownButton } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import { FormFoot } from './FormFoot';
import { PASSCODE_LENGTH } from '@/shared/ui/passcode-input/PasscodeInput';
import { showToast } from '@/shared/ui/toast/toast';
import { useGoBack } from '../hooks/use-go-back';
import styles from './account.module.css';

const DONE_TOAST_MS = 2000;

/** What a bind mutation does on success: says the contact is bound, then goes back to where the player came from. */
export function useBoundThenBack(message: string): () => void {
  const goBack = useGoBack();
  return () => {
    showToast({ message, type: 'success', durationMs: DONE_TOAST_MS });
    goBack();
  };
}

interface BindContactFormProps {
  intro: string;
  /** The contact the code goes to (a phone number with its area code, an e-mail address). */
  contactField: ReactNode;
  code: { value: string; onChange: (value: string) => void; error?: string };
  /** Keeps the resend countdown of this channel across visits. */
  resumeKey: string;
  /** Sends the code: the masked contact it went to, or null when the contact was refused (nothing sent). */
  sendCode: () => Promise<string | null>;
  /** Checks the form and binds; LEAVING once bound (the screen goes back). */
  bind: () => Promise<typeof LEAVING | void>;
  submitLabel: string;
}

/**
 * A contact binding (phone, e-mail): the contact, a verification code sent to it (with a resend countdown and a
 * "sent to" note), one submit at a time, a lost connection said next to the button.
 */
export function BindContactForm({ intro, contactField, code, resumeKey, sendCode, bind, submitLabel }: BindContactFormProps) {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState('');
  const { onSubmit, pending, alert } = useFormSubmit(bind);

  const send = async (): Promise<boolean> => {
    const target = await sendCode();
    if (target === null) return false;
    setSentTo(target);
    return true;
  };

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>{intro}</p>
      {contactField}
      <TextField
        label={t('code.label')}
        kind="number"
        maxLength={PASSCODE_LENGTH}
        autoComplete="one-time-code"
        value={code.value}
        onChange={code.onChange}
        error={code.error}
        end={<CountdownButton className={styles.codeButton} resumeKey={resumeKey} onSend={send} />}
      />
      <p className={styles.note} role="status">
        {sentTo ? t('code.sentTo', { target: sentTo }) : null}
      </p>
      <FormFoot alert={alert} pending={pending} label={submitLabel} />
    </form>
  );
}
