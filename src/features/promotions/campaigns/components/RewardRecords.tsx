import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { campaignRecordsQuery } from '../api/campaign-queries';
import { useMoney } from '../hooks/use-money';
import { dateText } from '../lib/campaign-phase';
import styles from './campaign.module.css';

/** The member's rewards from this campaign (activity/record), newest first; nothing for guests. */
export function RewardRecords({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation('campaigns');
  const token = useToken();
  const money = useMoney();
  const records = useQuery(campaignRecordsQuery(activityId, i18n.language, token));
  if (!token) return null;
  return (
    <section className={layout.sectionCard} aria-labelledby="campaign-records">
      <h2 id="campaign-records" className={layout.sectionTitle}>
        {t('records.title')}
      </h2>
      <QueryGate queries={[records]} rows={2} loadingLabel={t('records.loading')}>
        {() =>
          (records.data ?? []).length === 0 ? (
            <p className={layout.muted}>{t('records.empty')}</p>
          ) : (
            <ul className={styles.records}>
              {(records.data ?? []).map((record) => (
                <li key={record.id} className={styles.record}>
                  <span className={styles.recordTitle}>{record.title}</span>
                  <span className={styles.recordAmount}>+{money(record.rewardAmount)}</span>
                  <span className={layout.muted}>{dateText(record.createTime, i18n.language)}</span>
                  {record.turnoverRequired > 0 ? <span className={layout.muted}>{t('records.turnover', { turnover: money(record.turnoverRequired) })}</span> : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
