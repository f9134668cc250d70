import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { LuckyWheelSection } from '@/features/promotions/lucky-wheel/components/LuckyWheelSection';
import { MatchRewardsSection } from '@/features/promotions/match-rewards/components/MatchRewardsSection';
import { ScheduleSection } from '@/features/promotions/match-rewards/components/ScheduleSection';
import { campaignPart } from '../lib/campaign-catalogue';
import type { CampaignMoment } from './CampaignPage';
import { LevelsSection } from './LevelsSection';
import { RankingSection } from './RankingSection';
import { RebateSection } from './RebateSection';

/** The part of the page the campaign's type adds: tiers and tasks, the wheel, the rebate, matches, a schedule or a ranking. */
export function CampaignPart({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  switch (campaignPart(campaign.type)) {
    case 'levels':
    case 'turnover':
      return <LevelsSection campaign={campaign} moment={moment} />;
    case 'wheel':
      return <LuckyWheelSection activityId={campaign.id} running={moment.phase === 'running'} />;
    case 'rebate':
      return <RebateSection campaign={campaign} moment={moment} />;
    case 'matches':
      return <MatchRewardsSection activityId={campaign.id} cheerUp={campaign.type === 12} claimOpen={moment.claimOpen} />;
    case 'schedule':
      return <ScheduleSection activityId={campaign.id} />;
    case 'ranking':
      return <RankingSection campaign={campaign} moment={moment} />;
    default:
      return null;
  }
}
