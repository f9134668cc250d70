// A member's progress in a campaign's levels (tiers, tasks, gift boxes): what each level's metric counts in the
// counting window, and its reward state (0 not reached, 1 claimable, 2 claimed). Levels that count the first deposit
// pay once between them: only the highest one the first deposit reached is claimable.
import type { ActivityProgress, LevelProgress } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignLevel, CampaignRecordType } from '../db/campaigns-collections';
import { campaignStatus, claimDeadlineOf } from './campaigns-codes';
import { countingWindow, metricValue } from './campaigns-metrics';
import { hasReward, rewardsOf } from './welfare-grant';

export const levelRewardKey = (activityId: number, levelId: number): string => `${activityId}:level:${levelId}`;

export function isSignedUp(campaign: CampaignRecordType, memberId: number): boolean {
  return !campaign.signUpRequired || db.campaignSignUps.findFirst((q) => q.where({ memberId, activityId: campaign.id })) !== undefined;
}

/** Whether rewards may be claimed now: from the start until the claim deadline after the end. */
export const claimWindowOpen = (campaign: CampaignRecordType, now: number): boolean => now >= campaign.startTime && now <= claimDeadlineOf(campaign);

/** The level reached by the first deposit that pays (the highest), or undefined. */
function payingFirstDepositLevel(levels: readonly CampaignLevel[], currents: ReadonlyMap<number, number>): number | undefined {
  const reached = levels.filter((level) => level.metric === 'firstDeposit' && (currents.get(level.levelId) ?? 0) >= level.target);
  return reached.sort((a, b) => b.target - a.target)[0]?.levelId;
}

/** Each level's count and state for the member. */
export function levelProgress(campaign: CampaignRecordType, memberId: number, now: number): LevelProgress[] {
  const window = countingWindow(campaign, memberId, now);
  const currents = new Map(campaign.levels.map((level) => [level.levelId, window ? metricValue(level.metric, memberId, window) : 0]));
  const paying = payingFirstDepositLevel(campaign.levels, currents);
  const firstDepositClaimed = campaign.levels.some((level) => level.metric === 'firstDeposit' && hasReward(memberId, levelRewardKey(campaign.id, level.levelId)));
  return campaign.levels.map((level) => {
    const current = currents.get(level.levelId) ?? 0;
    if (hasReward(memberId, levelRewardKey(campaign.id, level.levelId))) return { levelId: level.levelId, current, state: 2 };
    const reached = current >= level.target && window !== null;
    const payable = level.metric !== 'firstDeposit' || (level.levelId === paying && !firstDepositClaimed);
    return { levelId: level.levelId, current, state: reached && payable && claimWindowOpen(campaign, now) ? 1 : 0 };
  });
}

export function campaignRewardsOf(campaign: CampaignRecordType, memberId: number) {
  return rewardsOf(memberId).filter((reward) => reward.activityId === campaign.id);
}

export function activityProgress(campaign: CampaignRecordType, memberId: number, now: number): ActivityProgress {
  return {
    activityId: campaign.id,
    signedUp: isSignedUp(campaign, memberId),
    levels: levelProgress(campaign, memberId, now),
    claimedAmount: campaignRewardsOf(campaign, memberId).reduce((sum, reward) => sum + reward.amount, 0),
  };
}

/** The tab's badges: joined (signed up or rewarded) and claimable (a level to claim while the claim window is open). */
export function memberBadges(campaign: CampaignRecordType, memberId: number, now: number): { joined: boolean; claimable: boolean } {
  const signedUp = campaign.signUpRequired && isSignedUp(campaign, memberId);
  const rewarded = campaignRewardsOf(campaign, memberId).length > 0;
  const claimable = campaign.levels.length > 0 && campaignStatus(campaign, now) !== 0 && levelProgress(campaign, memberId, now).some((level) => level.state === 1);
  return { joined: signedUp || rewarded, claimable };
}
