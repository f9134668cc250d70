import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMoney } from '../hooks/use-money';
import { hasRewardRecords } from '../lib/campaign-catalogue';
import { campaignPhase, dateText, timeLeft } from '../lib/campaign-phase';
import { countText } from '../lib/money-text';
import styles from './campaign.module.css';
import type { CampaignMoment } from './CampaignPage';

/** An upcoming campaign says when it starts; an ended one says so and shows its results. */
export function CampaignNotice({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  const { t, i18n } = useTranslation('campaigns');
  const money = useMoney();
  if (moment.phase === 'running') return null;
  if (moment.phase === 'upcoming') {
    const left = timeLeft(campaignPhase(campaign, moment.now).msLeft);
    return (
      <section className={`${styles.notice} ${styles.noticeUpcoming}`} aria-label={t('notice.upcomingLabel')}>
        <p className={styles.noticeTitle}>{t('notice.upcoming', { date: dateText(campaign.startTime, i18n.language), left: t(`left.${left.unit}`, { count: left.count }) })}</p>
        <p className={layout.muted}>{t('notice.upcomingDetail')}</p>
      </section>
    );
  }
  const { participants, rewardTotal } = campaign.stats;
  return (
    <section className={`${styles.notice} ${styles.noticeEnded}`} aria-label={t('notice.endedLabel')}>
      <p className={styles.noticeTitle}>{t('notice.ended', { date: dateText(campaign.endTime, i18n.language) })}</p>
      {participants > 0 ? (
        <dl className={styles.results}>
          <div>
            <dt>{t('notice.participants')}</dt>
            <dd>{countText(participants, i18n.language)}</dd>
          </div>
          {rewardTotal > 0 ? (
            <div>
              <dt>{t('notice.paid')}</dt>
              <dd>{money(rewardTotal)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {hasRewardRecords(campaign.type) ? (
        <p className={layout.muted}>{moment.claimOpen ? t('notice.claimUntil', { date: dateText(campaign.claimDeadline, i18n.language) }) : t('notice.claimClosed')}</p>
      ) : null}
    </section>
  );
}
