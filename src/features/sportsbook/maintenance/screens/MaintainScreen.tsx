import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { BulletinList } from '@/features/sportsbook/bulletins/components/BulletinList';
import { BetCartSlot } from '../components/BetCartSlot';
import styles from '../components/Maintain.module.css';
import { useMaintenancePage } from '../hooks/use-maintenance-page';
import { maintenanceWindowText } from '../lib/sports-maintenance-window';

/** /maintain: the sports maintenance page with its window in local time, the bet slip area and the sports notices. */
export function MaintainScreen() {
  const { t, i18n } = useTranslation('sports-help');
  const { active, range, checking } = useMaintenancePage();

  return (
    <div className={styles.page}>
      <section className={styles.status} aria-labelledby="maintain-title">
        <h1 id="maintain-title" className={styles.title}>
          {t('maintain.title')}
        </h1>
        {checking ? (
          <Skeleton rows={2} />
        ) : active ? (
          <>
            <p className={styles.lead}>{t('maintain.lead')}</p>
            <p className={styles.window} role="status">
              {range ? t('maintain.window', maintenanceWindowText(range, i18n.language)) : t('maintain.noWindow')}
            </p>
          </>
        ) : (
          <>
            <p className={styles.lead} role="status">
              {t('maintain.open')}
            </p>
            <Link to={PATHS.sports} className={styles.link}>
              {t('maintain.toSports')}
            </Link>
          </>
        )}
      </section>
      <BetCartSlot />
      <section className={styles.notices} aria-labelledby="maintain-notices">
        <h2 id="maintain-notices" className={styles.sectionTitle}>
          {t('bulletins.title')}
        </h2>
        <BulletinList />
      </section>
    </div>
  );
}
