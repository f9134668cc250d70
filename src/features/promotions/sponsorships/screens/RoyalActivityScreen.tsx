import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import styles from '../components/sponsorships.module.css';
import { ROYAL_LEVELS } from '../lib/sponsorship-content';

/** /royal-activity: the royal club's levels, what each needs in monthly deposits and the benefits it brings. */
export function RoyalActivityScreen() {
  const { t } = useTranslation('sponsorships');
  const money = useMoney();
  return (
    <div className={layout.pageColumn}>
      <header className={`${styles.banner} ${styles.royalBanner}`}>
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M8 46l4-28 12 12 8-18 8 18 12-12 4 28z" fill="#f4c542" />
          <rect x="8" y="48" width="48" height="7" rx="2" fill="#f4c542" />
          <circle cx="32" cy="34" r="4" fill="#b76df0" />
        </svg>
        <div>
          <h2 className={styles.bannerTitle}>{t('royal.title')}</h2>
          <p className={styles.bannerText}>{t('royal.intro')}</p>
        </div>
      </header>
      <ol className={styles.levels}>
        {ROYAL_LEVELS.map((level) => (
          <li key={level.key} className={styles.level} style={{ borderTopColor: level.colour }}>
            <h3 className={styles.levelName}>{t(`royal.levels.${level.key}`)}</h3>
            <p className={styles.levelNeed}>{t('royal.need', { amount: money(level.monthlyDeposit) })}</p>
            <ul className={styles.perks}>
              {level.benefits.map((benefit) => (
                <li key={benefit}>{t(`royal.benefits.${benefit}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className={styles.footnote}>{t('royal.review')}</p>
      <div className={styles.actions}>
        <Link to={PATHS.vip} className={styles.action}>
          {t('royal.toVip')}
        </Link>
        <Link to={PATHS.deposit} className={`${styles.action} ${styles.secondary}`}>
          {t('royal.toDeposit')}
        </Link>
      </div>
    </div>
  );
}
