import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { maskEmail } from '@/shared/lib/masking';
import { isValidEmail } from '@/shared/lib/validation';
import { TextField } from '@/shared/ui/field/TextField';
import { LEAVING } from '@/shared/forms/use-form-submit';
import { useSendEmail } from '@/shared/auth/auth-mutations';
import { useBindEmail } from '../api/profile-mutations';
import { BindContactForm, useBoundThenBack } from '../components/BindContactForm';
import { BoundNotice } from '../components/BoundNotice';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { isVerificationCode } from '../lib/security-rules';

/** SendEmail purpose "bind e-mail". */
const BIND_EMAIL_ACTION = 1;

type MailErrors = Partial<Record<'email' | 'emailCode', string>>;

function BindEmailForm() {
  const { t } = useTranslation('account');
  const sendEmail = useSendEmail();
  const bind = useBindEmail({ onSuccess: useBoundThenBack(t('email.bound')) });
  const [email, setEmail] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [errors, setErrors] = useState<MailErrors>({});
  const address = email.trim();

  const emailError = () => (address === '' ? t('email.required') : isValidEmail(address) ? undefined : t('email.rule'));

  const sendCode = async (): Promise<string | null> => {
    const problem = emailError();
    setErrors((current) => ({ ...current, email: problem }));
    if (problem) return null;
    await sendEmail.mutateAsync({ email: address, actionType: BIND_EMAIL_ACTION });
    return maskEmail(address);
  };

  return (
    <BindContactForm
      intro={t('email.intro')}
      contactField={
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
      }
      code={{
        value: emailCode,
        onChange: (value) => {
          setEmailCode(value);
          setErrors((current) => ({ ...current, emailCode: undefined }));
        },
        error: errors.emailCode,
      }}
      resumeKey="email:bind"
      sendCode={sendCode}
      bind={async () => {
        const next = { email: emailError(), emailCode: isVerificationCode(emailCode) ? undefined : t('code.rule') };
        setErrors(next);
        if (next.email || next.emailCode) return;
        await bind.mutateAsync({ email: address, emailCode });
        return LEAVING;
      }}
      submitLabel={t('email.submit')}
    />
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
