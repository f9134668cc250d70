import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { LotusLogo } from '@/shared/ui/brand';
import styles from './MemberStrip.module.css';

/** A guest's strip, in the member strip's size: a welcome and why to log in, then register and login side by side. */
export function GuestStrip() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.strip} aria-labelledby="home-guest">
      <div className={styles.top}>
        <span className={styles.mark} aria-hidden="true">
          <LotusLogo markOnly />
        </span>
        <div className={styles.balance}>
          <h2 id="home-guest" className={styles.guestTitle}>
            {t('guestStrip.title')}
          </h2>
          <p className={styles.guestText}>{t('guest')}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <Link className={`${styles.action} ${styles.secondary}`} to={PATHS.register}>
          {t('guestStrip.register')}
        </Link>
        <Link className={`${styles.action} ${styles.primary}`} to={PATHS.login}>
          {t('login')}
        </Link>
      </div>
    </section>
  );
}
