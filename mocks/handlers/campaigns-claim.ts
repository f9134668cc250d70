// Claiming a campaign's rewards and reading them back: activity/claim credits a reached level (or the rebate of closed
// periods) once as a bonus ledger entry with its turnover requirement; activity/record lists the member's rewards in
// one campaign; activity/bet/total is the turnover-tier view of the member's progress.
import type {
  ActivityBetTotalResponse,
  ActivityClaimRequest,
  ActivityRecord,
  ActivityRecordListResponse,
  ActivityRewardResponse,
} from '@/shared/api/generated/main/model';
import type { CampaignRecordType } from '../db/campaigns-collections';
import type { RewardRecordType } from '../db/welfare-collections';
import { claimRebate } from './campaigns-cashback';
import { campaignStatus, idParam, PromotionCode, promotionFail, type PromotionCodeValue, serverTime } from './campaigns-codes';
import { catchUpMoney, countingWindow, metricValue } from './campaigns-metrics';
import { campaignRewardsOf, claimWindowOpen, isSignedUp, levelProgress, levelRewardKey } from './campaigns-progress';
import { findCampaign } from './campaigns';
import { fail, jsonBody, ok } from './main-envelope';
import { grantReward, rewardAnswer } from './welfare-grant';
import { memberRoute } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const CLAIM_ROUTES = {
  claim: { api: 'main', method: 'POST', path: '/api/promotion/activity/claim' },
  record: { api: 'main', method: 'GET', path: '/api/promotion/activity/record' },
  betTotal: { api: 'main', method: 'GET', path: '/api/promotion/activity/bet/total' },
} as const;

type Refusal = PromotionCodeValue;

/** Why a level may not be claimed now, or null when it may. */
function levelRefusal(campaign: CampaignRecordType, memberId: number, levelId: number, now: number): Refusal | null {
  const progress = levelProgress(campaign, memberId, now).find((level) => level.levelId === levelId);
  if (!progress) return PromotionCode.notFound;
  if (progress.state === 2) return PromotionCode.alreadyClaimed;
  if (!claimWindowOpen(campaign, now)) return PromotionCode.notRunning;
  if (!isSignedUp(campaign, memberId)) return PromotionCode.signUpFirst;
  return progress.state === 1 ? null : PromotionCode.notEligible;
}

async function claimLevel(campaign: CampaignRecordType, memberId: number, levelId: number, now: number) {
  const refusal = levelRefusal(campaign, memberId, levelId, now);
  if (refusal !== null) return promotionFail(refusal);
  const level = campaign.levels.find((candidate) => candidate.levelId === levelId);
  if (!level) return promotionFail(PromotionCode.notFound);
  const reward = await grantReward({
    memberId,
    activityId: campaign.id,
    levelId,
    key: levelRewardKey(campaign.id, levelId),
    titles: level.titles,
    amount: level.rewardAmount,
    turnoverMultiple: level.turnoverMultiple,
    time: now,
  });
  return reward ? ok(rewardAnswer(reward)) : promotionFail(PromotionCode.alreadyClaimed);
}

const recordOf = (campaign: CampaignRecordType, reward: RewardRecordType, language: TextLanguage): ActivityRecord => ({
  id: reward.id,
  activityId: campaign.id,
  activityName: campaign.titles[language],
  rewardAmount: reward.amount,
  status: 1,
  remark: '',
  levelId: reward.levelId,
  title: reward.titles[language],
  turnoverRequired: reward.turnoverRequired,
  createTime: serverTime(reward.time),
});

export const campaignClaimHandlers = [
  memberRoute<never, ActivityClaimRequest, ActivityRewardResponse>(CLAIM_ROUTES.claim, async ({ request, auth }) => {
    const body = (await jsonBody(request)) as Partial<ActivityClaimRequest> | undefined;
    const campaign = findCampaign(Number(body?.activityId));
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const now = Date.now();
    const memberId = auth.member.id;
    await catchUpMoney(memberId, now);
    if (campaign.type === 6) return claimRebate(campaign, memberId, now);
    if (campaign.levels.length === 0 || !Number.isInteger(body?.levelId)) {
      return fail(campaignStatus(campaign, now) === 2 ? PromotionCode.notRunning : PromotionCode.notEligible);
    }
    return claimLevel(campaign, memberId, Number(body?.levelId), now);
  }),

  memberRoute<never, never, ActivityRecordListResponse>(CLAIM_ROUTES.record, ({ request, auth }) => {
    const campaign = findCampaign(idParam(new URL(request.url), 'activityId') ?? 0);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const language = textLanguageOf(request);
    return ok(campaignRewardsOf(campaign, auth.member.id).map((reward) => recordOf(campaign, reward, language)));
  }),

  memberRoute<never, never, ActivityBetTotalResponse>(CLAIM_ROUTES.betTotal, async ({ request, auth }) => {
    const campaign = findCampaign(idParam(new URL(request.url), 'activityId') ?? 0);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const now = Date.now();
    await catchUpMoney(auth.member.id, now);
    const progress = levelProgress(campaign, auth.member.id, now);
    const betLevels = campaign.levels.filter((level) => level.metric === 'bet');
    const window = countingWindow(campaign, auth.member.id, now);
    const betTotal = window ? metricValue('bet', auth.member.id, window) : 0;
    return ok({
      activityId: campaign.id,
      betTotal,
      levels: betLevels.map((level) => ({
        levelId: level.levelId,
        targetBet: level.target,
        rewardAmount: level.rewardAmount,
        state: progress.find((entry) => entry.levelId === level.levelId)?.state ?? 0,
      })),
    });
  }),
];
