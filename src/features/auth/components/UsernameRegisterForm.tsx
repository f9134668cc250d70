import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRegisterForm } from '@/shared/lib/validation-forms';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { Button } from '@/shared/ui/button/Button';
import { registerByUsername } from '../api/auth-mutations';
import { PAGE_EVENTS } from '../api/page-report';
import { DEPLOYMENT_COUNTRY } from '@/shared/countries/default-area';
import { useFieldErrors } from '../hooks/use-field-errors';
import { leavesAfterRegistration, registrationDomain, useRegistration } from '../hooks/use-registration';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { PasswordPair } from './PasswordPair';
import { useSlidePuzzle } from '../hooks/use-slide-puzzle';
import { SlideVerify } from './SlideVerify';
import { UsernameField } from './UsernameField';
import styles from './AuthForm.module.css';

type Field = 'userName' | 'password' | 'confirmPassword' | 'validate';

/**
 * Registration by username and password (POST /api/user/auth/account-register) with the slide captcha; it sends
 * the invite and referral codes of the session and the page host as regDomain.
 */
export function UsernameRegisterForm() {
  const { t } = useTranslation('auth');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, clear, show, set: setError, edit } = useFieldErrors<Field>();
  const puzzle = useSlidePuzzle((message) => setError('validate', message));
  const { validate } = puzzle;
  const { mutation, formMessage } = useRegistration({
    event: PAGE_EVENTS.usernameRegister,
    path: '/api/user/auth/account-register',
    register: registerByUsername,
    userNameOf: (body) => body.userName,
    onStayed: puzzle.spent,
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterRegistration));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountRegisterForm.safeParse({ userName, password, confirmPassword });
    const ready = show(parsed.error, validate ? {} : { validate: t('login.slideRequired') });
    if (!ready || !parsed.success || !validate) return;
    submitOnce({
      userName: parsed.data.userName,
      password: parsed.data.password,
      countryCode: DEPLOYMENT_COUNTRY,
      inviteCode: getInviteCode(),
      referCode: getReferCode(),
      regDomain: registrationDomain(),
      validate,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <UsernameField value={userName} error={errors.userName} onChange={edit('userName', setUserName)} />
      <PasswordPair
        password={password}
        confirmPassword={confirmPassword}
        errors={errors}
        onPassword={(value) => {
          setPassword(value);
          clear('password');
        }}
        onConfirmPassword={(value) => {
          setConfirmPassword(value);
          clear('confirmPassword');
        }}
      />
      <SlideVerify
        error={errors.validate}
        round={puzzle.round}
        onVerified={(next) => {
          puzzle.setValidate(next);
          clear('validate');
        }}
      />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
