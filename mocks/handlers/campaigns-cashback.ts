// The daily rebate (cashback/client/detail and the rebate campaign's claim): a VIP-level rate of the member's valid
// sports bets. Today's bets give the estimate; the bets of the campaign's earlier days, less what was already claimed,
// are claimable now, at most once a day.
import type { CashbackDetail, CashbackDetailResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { campaignStatus, PromotionCode, promotionFail, serverTime } from './campaigns-codes';
import { catchUpMoney, validBets, type Window } from './campaigns-metrics';
import { ok } from './main-envelope';
import { grantReward, hasReward, rewardAnswer, rewardsOf } from './welfare-grant';
import { memberRoute } from './routes';
import { textLanguageOf } from './text-language';

export const CASHBACK_ROUTE = { api: 'main', method: 'GET', path: '/api/promotion/cashback/client/detail' } as const;

const DAY = 86_400_000;
const SERVER_OFFSET = 8 * 3_600_000;
const SPORTS_TYPE_ID = 1001101;
const SPORTS_NAME = { vi: 'Thể thao', zh: '体育', en: 'Sports' } as const;
const REBATE_TITLE = { vi: 'Tiền hoàn trả', zh: '返水', en: 'Rebate' } as const;

/** Rebate percent by VIP level 0-11. */
export const REBATE_RATES: readonly number[] = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];

/** Midnight (server time) of the day `now` falls in. */
const dayStart = (now: number) => now - ((now + SERVER_OFFSET) % DAY);

const rebateCampaign = (now: number): CampaignRecordType | undefined =>
  db.campaigns.findMany((q) => q.where({ type: 6 })).find((campaign) => campaignStatus(campaign, now) === 1);

const rateOf = (memberId: number): number => REBATE_RATES[db.members.findFirst((q) => q.where({ id: memberId }))?.vipLevel ?? 0] ?? REBATE_RATES[0]!;

const betsIn = (memberId: number, window: Window) => validBets(memberId, window).reduce((sum, bet) => sum + bet.stake, 0);

const rebateRewards = (memberId: number, campaign: CampaignRecordType) =>
  rewardsOf(memberId).filter((reward) => reward.activityId === campaign.id && reward.levelId === null);

/** The member's cashback now: the estimate of today's bets and what earlier days left to claim. */
export function cashbackOf(memberId: number, now: number): CashbackDetail & { campaign?: CampaignRecordType } {
  const campaign = rebateCampaign(now);
  const today = dayStart(now);
  const rate = rateOf(memberId);
  const vipLevel = db.members.findFirst((q) => q.where({ id: memberId }))?.vipLevel ?? 0;
  if (!campaign) return { vipLevel, pendingAmount: 0, claimableAmount: 0, periodStartTime: serverTime(today), lastAmount: 0, lastSettleTime: null, nextSettleTime: serverTime(today + DAY), items: [] };
  const todayBets = betsIn(memberId, { from: Math.max(today, campaign.startTime), to: now });
  const earlierBets = betsIn(memberId, { from: campaign.startTime, to: today - 1 });
  const claimed = rebateRewards(memberId, campaign);
  const claimedTotal = claimed.reduce((sum, reward) => sum + reward.amount, 0);
  const pendingAmount = Math.floor((todayBets * rate) / 100);
  return {
    campaign,
    vipLevel,
    pendingAmount,
    claimableAmount: Math.max(0, Math.floor((earlierBets * rate) / 100) - claimedTotal),
    periodStartTime: serverTime(today),
    lastAmount: claimed[0]?.amount ?? 0,
    lastSettleTime: claimed[0] ? serverTime(claimed[0].time) : null,
    nextSettleTime: serverTime(today + DAY),
    items: [{ gameTypeId: SPORTS_TYPE_ID, gameTypeName: SPORTS_NAME.vi, validBet: todayBets, rate, amount: pendingAmount }],
  };
}

/** activity/claim on the rebate campaign: the claimable rebate, once a day. */
export async function claimRebate(campaign: CampaignRecordType, memberId: number, now: number) {
  if (campaignStatus(campaign, now) !== 1) return promotionFail(PromotionCode.notRunning);
  const key = `${campaign.id}:rebate:${dayStart(now)}`;
  if (hasReward(memberId, key)) return promotionFail(PromotionCode.alreadyClaimed);
  const { claimableAmount } = cashbackOf(memberId, now);
  if (claimableAmount <= 0) return promotionFail(PromotionCode.notEligible);
  const reward = await grantReward({
    memberId,
    activityId: campaign.id,
    levelId: null,
    key,
    titles: REBATE_TITLE,
    amount: claimableAmount,
    turnoverMultiple: campaign.levels[0]?.turnoverMultiple ?? 1,
    time: now,
  });
  return reward ? ok(rewardAnswer(reward)) : promotionFail(PromotionCode.alreadyClaimed);
}

export const cashbackHandlers = [
  memberRoute<never, never, CashbackDetailResponse>(CASHBACK_ROUTE, async ({ request, auth }) => {
    const now = Date.now();
    await catchUpMoney(auth.member.id, now);
    const { campaign: _campaign, ...detail } = cashbackOf(auth.member.id, now);
    const language = textLanguageOf(request);
    return ok({ ...detail, items: detail.items.map((item) => ({ ...item, gameTypeName: SPORTS_NAME[language] })) });
  }),
];
