import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { accountLoginForm } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { TextField } from '@/shared/ui/field/TextField';
import { useAccountLogin } from '../api/auth-mutations';
import { PAGE_EVENTS, reportPageFailure } from '../api/page-report';
import { forgetSavedLogin, readSavedLogin, saveLogin } from '../api/saved-login';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSlidePuzzle } from '../hooks/use-slide-puzzle';
import { leavesAfterLogin, useFinishLogin } from '../hooks/use-finish-login';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { SlideVerify } from './SlideVerify';
import { UsernameField } from './UsernameField';
import styles from './AuthForm.module.css';

const LOGIN_PATH = '/api/user/auth/account-login/v2';
type Field = 'userName' | 'password' | 'validate';

/** Sign-in by username and password with the slide captcha, and "remember me" for the saved username and password. */
export function UsernameLoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const [saved] = useState(readSavedLogin);
  const [userName, setUserName] = useState(saved?.userName ?? '');
  const [password, setPassword] = useState(saved?.password ?? '');
  const [remember, setRemember] = useState(saved !== null);
  const { errors, clear: clearError, show, set: setError, edit } = useFieldErrors<Field>();
  const puzzle = useSlidePuzzle((message) => setError('validate', message));
  const { validate } = puzzle;
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const finishLogin = useFinishLogin(PAGE_EVENTS.usernameLogin);

  const login = useAccountLogin({
    onSuccess: (response, body) => {
      if (remember) saveLogin({ userName: body.userName, password: body.password });
      else forgetSavedLogin();
      setFormMessage(finishLogin(response, { path: LOGIN_PATH, body, userName: body.userName }));
      puzzle.spent();
    },
    // Server codes are toasted by the API client; a failed connection is said here, next to the form.
    onError: (error, body) => {
      reportPageFailure(PAGE_EVENTS.usernameLogin, { path: LOGIN_PATH, body }, error);
      puzzle.spent(error);
      if (error instanceof NetworkError) setFormMessage(t('common:common.networkError'));
    },
  });

  const { run: submitOnce, pending: sending } = useFormSubmit(leavingWhen(login.mutateAsync, leavesAfterLogin));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormMessage(null);
    const parsed = accountLoginForm.safeParse({ userName, password });
    const ready = show(parsed.error, validate ? {} : { validate: t('auth:login.slideRequired') });
    if (!ready || !parsed.success || !validate) return;
    submitOnce({ ...parsed.data, validate });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <UsernameField name="userName" value={userName} error={errors.userName} onChange={edit('userName', setUserName)} />
      <TextField
        label={t('auth:login.password')}
        name="password"
        kind="password"
        maxLength={20}
        value={password}
        placeholder={t('auth:login.passwordPlaceholder')}
        error={errors.password}
        onChange={edit('password', setPassword)}
      />
      <SlideVerify
        error={errors.validate}
        round={puzzle.round}
        onVerified={(next) => {
          puzzle.setValidate(next);
          clearError('validate');
        }}
      />
      <Checkbox label={t('auth:login.remember')} checked={remember} onChange={setRemember} />
      <FormAlert message={formMessage} />
      <Button type="submit" block disabled={sending}>
        {sending ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </form>
  );
}
