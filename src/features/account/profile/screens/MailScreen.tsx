import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { maskEmail } from '@/shared/lib/masking';
import { isValidEmail } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/button/Button';
import { CountdownButton } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import { PASSCODE_LENGTH } from '@/shared/ui/passcode-input/PasscodeInput';
import { showToast } from '@/shared/ui/toast/toast';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { useSendEmail } from '@/shared/auth/auth-mutations';
import { useBindEmail } from '../api/profile-mutations';
import { BoundNotice } from '../components/BoundNotice';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useGoBack } from '../hooks/use-go-back';
import { isVerificationCode } from '../lib/security-rules';
import styles from '../components/account.module.css';

/** SendEmail purpose "bind e-mail". */
const BIND_EMAIL_ACTION = 1;
const DONE_TOAST_MS = 2000;

type MailErrors = Partial<Record<'email' | 'emailCode', string>>;

function BindEmailForm() {
  const { t } = useTranslation('account');
  const goBack = useGoBack();
  const sendEmail = useSendEmail();
  const [email, setEmail] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [errors, setErrors] = useState<MailErrors>({});
  const [sentTo, setSentTo] = useState('');
  const address = email.trim();

  const emailError = () => (address === '' ? t('email.required') : isValidEmail(address) ? undefined : t('email.rule'));

  const sendCode = async (): Promise<boolean> => {
    const problem = emailError();
    setErrors((current) => ({ ...current, email: problem }));
    if (problem) return false;
    await sendEmail.mutateAsync({ email: address, actionType: BIND_EMAIL_ACTION });
    setSentTo(maskEmail(address));
    return true;
  };

  const bind = useBindEmail({
    onSuccess: () => {
      showToast({ message: t('email.bound'), type: 'success', durationMs: DONE_TOAST_MS });
      goBack();
    },
  });

  // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const next = { email: emailError(), emailCode: isVerificationCode(emailCode) ? undefined : t('code.rule') };
    setErrors(next);
    if (next.email || next.emailCode) return;
    await bind.mutateAsync({ email: address, emailCode });
    return LEAVING;
  });

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>{t('email.intro')}</p>
      <TextField
        label={t('email.label')}
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
      />
      <TextField
        label={t('code.label')}
        kind="number"
        maxLength={PASSCODE_LENGTH}
        autoComplete="one-time-code"
        value={emailCode}
        onChange={(value) => {
          setEmailCode(value);
          setErrors((current) => ({ ...current, emailCode: undefined }));
        }}
        error={errors.emailCode}
        end={<CountdownButton className={styles.codeButton} resumeKey="email:bind" onSend={sendCode} />}
      />
      <p className={styles.note} role="status">
        {sentTo ? t('code.sentTo', { target: sentTo }) : null}
      </p>
      <FormAlert message={alert} />
      <Button
        type="submit"
        block
        loading={pending}
      >
        {t('email.submit')}
      </Button>
    </form>
  );
}

function Mail({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  return profile.email ? <BoundNotice label={t('email.boundLabel')} value={maskEmail(profile.email)} /> : <BindEmailForm />;
}

/** Bind an e-mail (/mail): the address, a code sent with POST /api/user/verify/sendEmail, then PUT bind-email. */
export function MailScreen() {
  return <MemberProfileGate rows={3}>{(profile) => <Mail profile={profile} />}</MemberProfileGate>;
}
