import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import layout from '@/shared/ui/layout/layout.module.css';
import { dateText } from '../lib/campaign-phase';
import { CAMPAIGN_ART } from './campaign-art';
import styles from './campaign.module.css';
import { PhaseLabel } from './PhaseLabel';

/** The top of a campaign page: its art (the largest picture, loaded first), title, what the player gets and the period. */
export function CampaignHero({ campaign, now }: { campaign: ActivityDetail; now: number }) {
  const { t, i18n } = useTranslation('campaigns');
  return (
    <header className={styles.hero}>
      <span className={styles.heroArt}>
        <img src={campaign.imageUrl} alt="" width={CAMPAIGN_ART.width} height={CAMPAIGN_ART.height} loading="eager" fetchPriority="high" decoding="async" />
        <PhaseLabel campaign={campaign} now={now} className={styles.heroPhase} />
      </span>
      <div className={styles.heroText}>
        <h2 className={styles.heroTitle}>{campaign.title}</h2>
        <p className={styles.heroSummary}>{campaign.summary}</p>
        <p className={layout.muted}>{t('card.period', { start: dateText(campaign.startTime, i18n.language), end: dateText(campaign.endTime, i18n.language) })}</p>
      </div>
    </header>
  );
}
