import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '../api/profile-mutations';
import { TextField } from '@/shared/ui/field/TextField';
import { showToast } from '@/shared/ui/toast/toast';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormFoot } from '../components/FormFoot';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useGoBack } from '../hooks/use-go-back';
import { passwordChangeProblems, type PasswordChangeField, type PasswordChangeProblem } from '../lib/security-rules';
import styles from '../components/account.module.css';

const DONE_TOAST_MS = 2000;
const FIELDS: readonly PasswordChangeField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
type Values = Record<PasswordChangeField, string>;

/** The message key of each problem, per field (account namespace). */
const PROBLEM_KEYS: Record<PasswordChangeField, Partial<Record<PasswordChangeProblem, string>>> = {
  oldPassword: { required: 'password.oldRequired' },
  newPassword: { required: 'password.newRequired', rule: 'password.rule', sameAsOld: 'password.sameAsOld' },
  confirmPassword: { required: 'password.confirmRequired', mismatch: 'password.mismatch' },
};

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const goBack = useGoBack();
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, string>>>({});

  const change = useUpdatePassword({
    onSuccess: () => {
      showToast({ message: t('password.changed'), type: 'success', durationMs: DONE_TOAST_MS });
      goBack();
    },
  });

  // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const problems = passwordChangeProblems(values);
    const next: Partial<Record<PasswordChangeField, string>> = {};
    for (const field of FIELDS) {
      const problem = problems[field];
      const key = problem ? PROBLEM_KEYS[field][problem] : undefined;
      if (key) next[field] = t(key);
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    return LEAVING;
  });

  const field = (name: PasswordChangeField, autoComplete: 'current-password' | 'new-password') => (
    <TextField
      label={t(`password.${name}`)}
      kind="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
      hint={name === 'newPassword' && !errors.newPassword ? t('password.rule') : undefined}
    />
  );

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <FormFoot alert={alert} pending={pending} label={t('password.submit')} />
    </form>
  );
}

/**
 * Change the login password (/passwordInfo): current, new (8-20 letters and digits, not all digits nor all
 * letters, not the current one) and its confirmation, then PUT update-password.
 */
export function PasswordInfoScreen() {
  return <MemberProfileGate rows={3}>{() => <ChangePasswordForm />}</MemberProfileGate>;
}
