import type { ActivityDetail } from '@/shared/api/generated/main/model';
import layout from '@/shared/ui/layout/layout.module.css';
import { CheerRecords } from '@/features/promotions/match-rewards/components/CheerRecords';
import { useNow } from '../hooks/use-now';
import { hasRewardRecords } from '../lib/campaign-catalogue';
import { campaignPhase, claimOpen } from '../lib/campaign-phase';
import { CampaignHero } from './CampaignHero';
import { CampaignNotice } from './CampaignNotice';
import { CampaignPart } from './CampaignPart';
import { RewardRecords } from './RewardRecords';
import { RulesSection } from './RulesSection';
import { SignUpCard } from './SignUpCard';

/** What every part of the page needs to know about where the campaign is in its period. */
export interface CampaignMoment {
  now: number;
  phase: ReturnType<typeof campaignPhase>['phase'];
  /** Rewards can still be claimed (the claim deadline has not passed). */
  claimOpen: boolean;
}

/** A campaign's page: hero, its state, the sign-up when it needs one, the part of its type, rules and records. */
export function CampaignPage({ campaign, recordsOnly = false }: { campaign: ActivityDetail; recordsOnly?: boolean }) {
  const now = useNow();
  const moment: CampaignMoment = { now, phase: campaignPhase(campaign, now).phase, claimOpen: claimOpen(campaign.claimDeadline, now) };
  return (
    <div className={layout.pageColumn} data-campaign={campaign.id} data-type={campaign.type}>
      <CampaignHero campaign={campaign} now={now} />
      <CampaignNotice campaign={campaign} moment={moment} />
      {recordsOnly ? (
        <CheerRecords activityId={campaign.id} />
      ) : (
        <>
          {campaign.signUpRequired ? <SignUpCard campaign={campaign} moment={moment} /> : null}
          <CampaignPart campaign={campaign} moment={moment} />
          <RulesSection campaign={campaign} />
          {hasRewardRecords(campaign.type) ? <RewardRecords activityId={campaign.id} /> : null}
        </>
      )}
    </div>
  );
}
