import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticalQuery } from '@/shared/sports/sports-queries';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import styles from '../screens/HomeScreen.module.css';

/** Play types shown on the home screen: 1 live, 3 today, 4 early, 7 champion (SPEC.md section 3). */
const PLAY_TYPES = [1, 3, 4, 7] as const;

export function SportsCounts() {
  const { t, i18n } = useTranslation(['home', 'common']);
  const stats = useQuery(statisticalQuery(i18n.language));

  return (
    <section className={styles.panel} aria-labelledby="home-sports-today">
      <h2 id="home-sports-today" className={styles.heading}>
        {t('home:sportsToday')}
      </h2>
      {stats.isPending ? (
        <Spinner label={t('common:common.loading')} />
      ) : stats.isError ? (
        <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void stats.refetch()} />
      ) : (
        <ul className={styles.counts}>
          {PLAY_TYPES.map((type) => (
            <li key={type} className={styles.count}>
              <span className={styles.countValue}>{stats.data?.sl?.find((entry) => entry.ty === type)?.tc ?? 0}</span>
              <span>{t(`home:count.${type}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
