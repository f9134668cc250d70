import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  code: '403' | '404' | '500';
  title: string;
  message: string;
  /** Extra content under the message (the maintenance details of /500). */
  children?: ReactNode;
}

/** The error pages /403, /404 and /500: what happened and a way home, never a blank page. */
export function ErrorPage({ code, title, message, children }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <section className={styles.page} aria-labelledby="error-page-title" data-screen={`error-${code}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {children}
      <Link to={PATHS.home} replace className={styles.home}>
        {t('home')}
      </Link>
    </section>
  );
}
