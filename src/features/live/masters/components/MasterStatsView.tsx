import { useTranslation } from 'react-i18next';
import type { MasterStats } from '@/shared/api/generated/main/model';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './masters.module.css';

/** The recent form as dots, newest first. */
export function RecentForm({ form }: { form: readonly string[] }) {
  const { t } = useTranslation('masters');
  return (
    <span className={styles.form} role="img" aria-label={t('form', { results: form.map((result) => t(`result.${result}`)).join(', ') })}>
      {form.map((result, index) => (
        <span key={index} className={styles.dot} data-result={result} />
      ))}
    </span>
  );
}

/** Hit rate, return and settled plans of a master. */
export function MasterStatsView({ stats }: { stats: MasterStats }) {
  const { t } = useTranslation('masters');
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt className={layout.caption}>{t('stats.hitRate')}</dt>
        <dd className={styles.statValue}>{t('percent', { value: stats.hitRate })}</dd>
      </div>
      <div className={styles.stat}>
        <dt className={layout.caption}>{t('stats.return')}</dt>
        <dd className={`${styles.statValue} ${stats.returnRate < 0 ? styles.negative : ''}`}>{t('signedPercent', { value: stats.returnRate > 0 ? `+${stats.returnRate}` : String(stats.returnRate) })}</dd>
      </div>
      <div className={styles.stat}>
        <dt className={layout.caption}>{t('stats.settled')}</dt>
        <dd className={styles.statValue}>{t('stats.record', { won: stats.wonPlans, settled: stats.settledPlans })}</dd>
      </div>
    </dl>
  );
}
