import { useTranslation } from 'react-i18next';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import styles from './welfare.module.css';

/** What the member has been credited in all and what waits to be claimed. */
export function RewardTotals({ claimed, claimable }: { claimed: number; claimable: number }) {
  const { t } = useTranslation('welfare');
  const money = useMoney();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('totals.claimed')}</dt>
        <dd>{money(claimed)}</dd>
      </div>
      <div>
        <dt>{t('totals.claimable')}</dt>
        <dd className={claimable > 0 ? styles.claimableTotal : undefined}>{money(claimable)}</dd>
      </div>
    </dl>
  );
}
