import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NetworkError } from '@/shared/api/errors';
import { accountLogin } from '@/shared/api/generated/main/auth/auth';
import type { CaptchaValidate, LoginResult } from '@/shared/api/generated/main/model';
import { accountLoginForm } from '@/shared/lib/validation';
import { setToken, setUsername } from '@/shared/session/token-store';
import { Button } from '@/shared/ui/button/Button';
import { SlideVerify } from '../components/SlideVerify';
import styles from './LoginScreen.module.css';

type FieldErrors = Partial<Record<'userName' | 'password' | 'validate', string>>;

/** Foundation login by username and password; the account issue adds the mobile route and saved credentials. */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [validate, setValidate] = useState<CaptchaValidate | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState('');

  const login = useMutation({
    mutationFn: (body: { userName: string; password: string; validate: CaptchaValidate }) => accountLogin(body),
    onSuccess: (response) => {
      const result: LoginResult | null = response.data;
      if (!result) return;
      if (result.state) {
        const query = new URLSearchParams({ state: result.state, token: result.accessToken, userName });
        navigate(`/v-to-b?${query.toString()}`);
        return;
      }
      if (result.loginState === 1 || result.loginState === 2) {
        setServerMessage(response.msg);
        return;
      }
      setToken(result.accessToken);
      setUsername(result.userName ?? userName);
      navigate(params.get('redirect') || '/', { replace: true });
    },
    // Server codes are toasted by the API client; a failed connection is said here, next to the form.
    onError: (error) => {
      if (error instanceof NetworkError) setServerMessage(t('common:common.networkError'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setServerMessage('');
    const parsed = accountLoginForm.safeParse({ userName, password });
    const next: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as 'userName' | 'password'] = t(issue.message);
    if (!validate) next.validate = t('auth:login.slideRequired');
    setErrors(next);
    if (!parsed.success || !validate) return;
    login.mutate({ ...parsed.data, validate });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('auth:login.title')}</h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor="login-username">{t('auth:login.username')}</label>
          <input
            id="login-username"
            name="userName"
            autoComplete="username"
            maxLength={20}
            value={userName}
            aria-invalid={Boolean(errors.userName)}
            aria-describedby={errors.userName ? 'login-username-error' : undefined}
            onChange={(event) => setUserName(event.target.value.trim())}
          />
          {errors.userName ? (
            <p id="login-username-error" className={styles.error}>
              {errors.userName}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">{t('auth:login.password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={20}
            value={password}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password ? (
            <p id="login-password-error" className={styles.error}>
              {errors.password}
            </p>
          ) : null}
        </div>
        <SlideVerify onVerified={setValidate} />
        {errors.validate ? <p className={styles.error}>{errors.validate}</p> : null}
        {serverMessage ? (
          <p className={styles.error} role="alert">
            {serverMessage}
          </p>
        ) : null}
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
    </section>
  );
}
