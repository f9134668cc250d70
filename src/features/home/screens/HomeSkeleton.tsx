import { useTranslation } from 'react-i18next';
import styles from './HomeScreen.module.css';

/** The home screen before its sections' code arrives: each block in the size its section will take. */
export function HomeSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} aria-busy="true" data-testid="home-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className={`${styles.block} ${styles.bannerBlock}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.noticeBlock}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.stripBlock}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.shortcutBlock}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.liveSlot}`} aria-hidden="true" />
    </div>
  );
}
