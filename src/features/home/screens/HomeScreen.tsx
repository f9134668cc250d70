import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { useToken } from '@/shared/session/use-session';
import { BalancePanel } from '../components/BalancePanel';
import { LiveMatches } from '../components/LiveMatches';
import { SportsCounts } from '../components/SportsCounts';
import styles from './HomeScreen.module.css';

export function HomeScreen() {
  const { t } = useTranslation('home');
  const token = useToken();

  return (
    <div className={styles.page}>
      {token ? (
        <BalancePanel token={token} />
      ) : (
        <section className={styles.panel}>
          <p className={styles.muted}>{t('guest')}</p>
          <Link className={styles.link} to={PATHS.login}>
            {t('login')}
          </Link>
        </section>
      )}
      <SportsCounts />
      <LiveMatches />
    </div>
  );
}
