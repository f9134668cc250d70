import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivitySummary } from '@/shared/api/generated/main/model';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import { campaignHref } from '../lib/campaign-catalogue';
import { dateText } from '../lib/campaign-phase';
import { CAMPAIGN_ART } from './campaign-art';
import styles from './activity-tab.module.css';
import { PhaseLabel } from './PhaseLabel';

export interface CampaignCardProps {
  campaign: ActivitySummary;
  now: number;
  /** The first cards are on screen at once: their art loads eagerly, the very first with high priority. */
  priority?: 'high' | 'eager' | 'lazy';
}

/** A campaign on the promotions tab: its art, title, what the player gets, period and state, and the member's badges. */
export function CampaignCard({ campaign, now, priority = 'lazy' }: CampaignCardProps) {
  const { t, i18n } = useTranslation('campaigns');
  const titleId = `campaign-${campaign.id}-title`;
  const art =
    priority === 'lazy' ? (
      <LazyImage src={campaign.imageUrl} alt="" width={CAMPAIGN_ART.width} height={CAMPAIGN_ART.height} className={styles.art} />
    ) : (
      <img
        src={campaign.imageUrl}
        alt=""
        width={CAMPAIGN_ART.width}
        height={CAMPAIGN_ART.height}
        className={styles.art}
        loading="eager"
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
      />
    );
  return (
    <article className={styles.card} aria-labelledby={titleId} data-campaign={campaign.id}>
      <Link to={campaignHref(campaign)} className={styles.cardLink}>
        <span className={styles.artFrame}>
          {art}
          <PhaseLabel campaign={campaign} now={now} className={styles.phase} />
        </span>
        <span className={styles.cardBody}>
          <h2 id={titleId} className={styles.cardTitle}>
            {campaign.title}
          </h2>
          <span className={styles.summary}>{campaign.summary}</span>
          <span className={styles.meta}>
            <span>{t('card.period', { start: dateText(campaign.startTime, i18n.language), end: dateText(campaign.endTime, i18n.language) })}</span>
            {campaign.claimable ? <span className={`${styles.chip} ${styles.claimable}`}>{t('card.claimable')}</span> : null}
            {campaign.joined ? <span className={`${styles.chip} ${styles.joined}`}>{t('card.joined')}</span> : null}
          </span>
        </span>
      </Link>
    </article>
  );
}
