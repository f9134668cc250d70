import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { WITHDRAW_PASSWORD_PATTERN } from '@/shared/lib/validation';
import { PasscodeInput } from '@/shared/ui/passcode-input/PasscodeInput';
import { showErrorToast, showToast } from '@/shared/ui/toast/toast';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { useSetupWithdrawPassword } from '../api/profile-mutations';
import { BoundNotice } from '../components/BoundNotice';
import { FormFoot } from '../components/FormFoot';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useGoBack } from '../hooks/use-go-back';
import { encryptWithdrawPassword, WithdrawPasswordEncryptionError } from '@/shared/withdraw-password/withdraw-password-crypto';
import styles from '../components/account.module.css';

const DONE_TOAST_MS = 2000;
type Errors = Partial<Record<'password' | 'confirm', string>>;

function SetupWithdrawPasswordForm() {
  const { t } = useTranslation('account');
  const goBack = useGoBack();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  // The digits are encrypted here, with a key read just now; only the ciphertext is handed to the API client (and
  // the digits are not kept as mutation variables in the query cache).
  const setup = useSetupWithdrawPassword({
    onSuccess: () => {
      setPassword('');
      setConfirm('');
      showToast({ message: t('withdrawPwd.done'), type: 'success', durationMs: DONE_TOAST_MS });
      goBack();
    },
    onError: (error) => {
      if (error instanceof WithdrawPasswordEncryptionError) showErrorToast(t('withdrawPwd.encryptFailed'));
    },
  });

  // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const next: Errors = {};
    if (!WITHDRAW_PASSWORD_PATTERN.test(password)) next.password = t('withdrawPwd.rule');
    else if (confirm !== password) next.confirm = t('withdrawPwd.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    try {
      await setup.mutateAsync((key) => encryptWithdrawPassword(key, password));
    } catch (error) {
      // The encryption failure has been toasted (onError); the form keeps what was typed.
      if (error instanceof WithdrawPasswordEncryptionError) return;
      throw error;
    }
    return LEAVING;
  });

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>{t('withdrawPwd.intro')}</p>
      <PasscodeInput
        label={t('withdrawPwd.password')}
        secret
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        error={errors.password}
      />
      <PasscodeInput
        label={t('withdrawPwd.confirm')}
        secret
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          setErrors((current) => ({ ...current, confirm: undefined }));
        }}
        error={errors.confirm}
      />
      <FormFoot alert={alert} pending={pending} label={t('withdrawPwd.submit')} />
    </form>
  );
}

function WithdrawPassword({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  return profile.hasWithdrawPwd ? (
    <BoundNotice label={t('withdrawPwd.setLabel')} value={t('withdrawPwd.isSet')} />
  ) : (
    <SetupWithdrawPasswordForm />
  );
}

/**
 * Set up the 6-digit withdraw password (/withdrawPassword): typed twice, then encrypted in the browser with the RSA
 * public key of GET getPublicKey (jsencrypt) and sent to POST setupWithdrawPwd; the clear digits never leave the
 * page. A member who has one already is told how to change it.
 */
export function WithdrawPasswordScreen() {
  return <MemberProfileGate rows={2}>{(profile) => <WithdrawPassword profile={profile} />}</MemberProfileGate>;
}
