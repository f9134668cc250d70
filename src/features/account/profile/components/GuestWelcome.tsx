import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/shared/ui/icons/avatar/Avatar';
import { loginHref, PATHS } from '@/shared/config/paths';
import styles from './account.module.css';

/** The guest view of the account tab: who they are not yet, and the way in (log in or register). */
export function GuestWelcome() {
  const { t } = useTranslation('account');
  return (
    <section className={styles.card} aria-labelledby="guest-welcome">
      <div className={styles.identity}>
        <Avatar id={0} size={64} />
        <div className={styles.identityText}>
          <h2 id="guest-welcome" className={styles.name}>
            {t('guest.welcome')}
          </h2>
          <p className={styles.muted}>{t('guest.prompt')}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <Link className={styles.linkButtonPrimary} to={loginHref(PATHS.userCenter)}>
          {t('guest.login')}
        </Link>
        <Link className={styles.linkButton} to={PATHS.register}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
