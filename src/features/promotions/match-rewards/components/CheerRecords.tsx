import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMemberAction } from '@/features/promotions/campaigns/hooks/use-member-action';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import { dateText } from '@/features/promotions/campaigns/lib/campaign-phase';
import { cheerRecordsQuery } from '../api/match-reward-queries';
import styles from './match-rewards.module.css';

const STATUS = { 0: 'awaiting', 1: 'won', 2: 'lost' } as const;

/** /cheerUp-record: the member's cheers (bets on the featured matches) with how each ended and the reward it earned. */
export function CheerRecords({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation('match-rewards');
  const money = useMoney();
  const { token, loggedIn, toLogin } = useMemberAction();
  const records = useQuery(cheerRecordsQuery(activityId, i18n.language, token));
  return (
    <section className={layout.sectionCard} aria-labelledby="cheer-records-title">
      <h2 id="cheer-records-title" className={layout.sectionTitle}>
        {t('records.title')}
      </h2>
      {!loggedIn ? (
        <>
          <p className={layout.muted}>{t('records.guest')}</p>
          <Button block onClick={toLogin}>
            {t('login')}
          </Button>
        </>
      ) : (
        <QueryGate queries={[records]} rows={3} loadingLabel={t('records.loading')}>
          {() =>
            (records.data ?? []).length === 0 ? (
              <p className={layout.muted}>{t('records.empty')}</p>
            ) : (
              <ul className={styles.matches}>
                {(records.data ?? []).map((record) => (
                  <li key={record.id} className={record.status === 1 ? `${styles.match} ${layout.brandEdge}` : styles.match} data-state={record.status}>
                    <span className={styles.teams}>{record.matchName}</span>
                    <span className={layout.muted}>{t('records.cheer', { team: record.teamName, amount: money(record.cheerAmount) })}</span>
                    <span className={layout.spreadWrap}>
                      <span className={layout.muted}>{dateText(record.createTime, i18n.language)}</span>
                      <span className={styles.claimed}>{t(`records.status.${STATUS[record.status]}`)}</span>
                    </span>
                    {record.rewardAmount > 0 ? <span className={styles.reward}>{t('records.reward', { amount: money(record.rewardAmount) })}</span> : null}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryGate>
      )}
    </section>
  );
}
