import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { dateText } from '@/features/promotions/campaigns/lib/campaign-phase';
import { spinRecordsQuery } from '../api/wheel-queries';
import styles from './lucky-wheel.module.css';

/** The member's spins, newest first, with what each won. */
export function SpinRecords({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation('lucky-wheel');
  const token = useToken();
  const records = useQuery(spinRecordsQuery(activityId, i18n.language, token));
  return (
    <div>
      <h3 className={styles.subtitle}>{t('records.title')}</h3>
      <QueryGate queries={[records]} rows={2} loadingLabel={t('records.loading')}>
        {() =>
          (records.data ?? []).length === 0 ? (
            <p className={layout.muted}>{t('records.empty')}</p>
          ) : (
            <ul className={styles.records} aria-label={t('records.title')}>
              {(records.data ?? []).map((record) => (
                <li key={record.id} className={styles.record}>
                  <span>{record.prizeName}</span>
                  <span className={layout.muted}>{dateText(record.createTime, i18n.language)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </div>
  );
}
