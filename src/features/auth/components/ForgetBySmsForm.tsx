import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidUsername } from '@/shared/lib/validation';
import { forgetBySmsForm, FORM_MESSAGES } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { useAreaCodes } from '../hooks/use-area-codes';
import { useFieldErrors } from '../hooks/use-field-errors';
import { leavesAfterReset, usePasswordReset } from '../hooks/use-password-reset';
import { useSmsSender } from '../hooks/use-sms-sender';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { AreaPhoneField } from './AreaPhoneField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { PasswordPair } from './PasswordPair';
import { SmsCodeField } from './SmsCodeField';
import styles from './AuthForm.module.css';

/** sendSms / sendEmail actionType of a password reset code. */
export const ACTION_RESET_PASSWORD = 5;
type Field = 'userName' | 'mobile' | 'code' | 'password' | 'confirmPassword' | 'validate';

/** Password reset with the SMS code sent to the mobile bound to the account. */
export function ForgetBySmsForm() {
  const { t } = useTranslation(['auth', 'common']);
  const areaCodes = useAreaCodes();
  const [userName, setUserName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, clear, set, show } = useFieldErrors<Field>();
  const { mutation, formMessage, setFormMessage } = usePasswordReset();
  const sms = useSmsSender({
    actionType: ACTION_RESET_PASSWORD,
    areaCodes,
    mobile,
    userName,
    needsCaptcha: false,
    onInvalid: set,
    onNetworkError: () => setFormMessage(t('common:common.networkError')),
  });

  const send = async () => {
    if (!isValidUsername(userName)) {
      set('userName', t(FORM_MESSAGES.username));
      return false;
    }
    return sms.send();
  };

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterReset));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgetBySmsForm(areaCodes.country).safeParse({ userName, mobile, code, password, confirmPassword });
    if (!show(parsed.error) || !parsed.success) return;
    const { confirmPassword: _repeat, ...fields } = parsed.data;
    submitOnce({ ...fields, verifyType: 1, mobileArea: areaCodes.area });
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
      <AreaPhoneField
        label={t('auth:forget.boundPhone')}
        areaCodes={areaCodes}
        value={mobile}
        placeholder={t('auth:form.phonePlaceholder')}
        error={errors.mobile}
        onChange={edit('mobile', setMobile)}
      />
      <SmsCodeField
        label={t('auth:form.code')}
        value={code}
        placeholder={t('auth:form.codePlaceholder')}
        error={errors.code}
        resumeKey="sms:reset"
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
