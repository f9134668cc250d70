// The member's rewards for /welfare (designed collected-rewards call, players with role 0 only): rewards reached and
// waiting to be claimed (levels, match rewards, the rebate), rewards claimed (with how much of their turnover the
// member has bet since) and rewards that were reached but not claimed before their campaign's claim deadline.
import type { CollectedReward, CollectedRewardPageResponse, RewardStatus } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { cashbackOf } from './campaigns-cashback';
import { campaignStatus, claimDeadlineOf, idParam, PromotionCode, promotionFail, serverTime } from './campaigns-codes';
import { catchUpMoney, validBets } from './campaigns-metrics';
import { levelProgress } from './campaigns-progress';
import { ok } from './main-envelope';
import { rewardsOf } from './welfare-grant';
import { memberRoute } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const REWARDS_ROUTE = { api: 'main', method: 'GET', path: '/api/promotion/activity/reward/collected' } as const;

const REBATE_TITLE = { vi: 'Tiền hoàn trả', zh: '返水', en: 'Rebate' } as const;

type Row = CollectedReward & { sortTime: number };

function source(campaign: CampaignRecordType, language: TextLanguage) {
  return { activityId: campaign.id, activityName: campaign.titles[language], activityType: campaign.type, page: campaign.page };
}

/** Levels reached and unclaimed: claimable while the claim window is open, expired once it has closed. */
function levelRows(memberId: number, language: TextLanguage, now: number): Row[] {
  return db.campaigns.all().flatMap((campaign) => {
    if (campaign.levels.length === 0 || campaignStatus(campaign, now) === 0) return [];
    const deadline = claimDeadlineOf(campaign);
    const expired = now > deadline;
    return levelProgress(campaign, memberId, expired ? deadline : now)
      .filter((level) => level.state === 1)
      .map((level): Row => {
        const config = campaign.levels.find((candidate) => candidate.levelId === level.levelId)!;
        return {
          id: null,
          ...source(campaign, language),
          levelId: level.levelId,
          title: config.titles[language],
          amount: config.rewardAmount,
          status: expired ? 2 : 0,
          collectTime: null,
          expireTime: serverTime(deadline),
          turnoverRequired: Math.round(config.rewardAmount * config.turnoverMultiple),
          turnoverDone: 0,
          sortTime: deadline,
        };
      });
  });
}

/** The rebate waiting to be claimed, when there is one. */
function rebateRow(memberId: number, language: TextLanguage, now: number): Row[] {
  const { claimableAmount, campaign } = cashbackOf(memberId, now);
  if (!campaign || claimableAmount <= 0) return [];
  const deadline = claimDeadlineOf(campaign);
  return [{ id: null, ...source(campaign, language), levelId: null, title: REBATE_TITLE[language], amount: claimableAmount, status: 0, collectTime: null, expireTime: serverTime(deadline), turnoverRequired: claimableAmount, turnoverDone: 0, sortTime: deadline }];
}

/** Rewards credited, with the valid bets placed since each (at most its requirement). */
function claimedRows(memberId: number, language: TextLanguage, now: number): Row[] {
  return rewardsOf(memberId).flatMap((reward) => {
    const campaign = db.campaigns.findFirst((q) => q.where({ id: reward.activityId }));
    if (!campaign) return [];
    const betSince = validBets(memberId, { from: reward.time, to: now }).reduce((sum, bet) => sum + bet.stake, 0);
    return [{
      id: reward.id,
      ...source(campaign, language),
      levelId: reward.levelId,
      title: reward.titles[language],
      amount: reward.amount,
      status: 1,
      collectTime: serverTime(reward.time),
      expireTime: null,
      turnoverRequired: reward.turnoverRequired,
      turnoverDone: Math.min(reward.turnoverRequired, betSince),
      sortTime: reward.time,
    }];
  });
}

/** Every reward of the member: claimable first (soonest deadline first), then claimed and expired, newest first. */
export function memberRewards(memberId: number, language: TextLanguage, now: number): CollectedReward[] {
  const claimable = [...levelRows(memberId, language, now).filter((row) => row.status === 0), ...rebateRow(memberId, language, now)];
  const rest = [...claimedRows(memberId, language, now), ...levelRows(memberId, language, now).filter((row) => row.status === 2)];
  return [...claimable.sort((a, b) => a.sortTime - b.sortTime), ...rest.sort((a, b) => b.sortTime - a.sortTime)].map(({ sortTime: _time, ...row }) => row);
}

export const rewardHandlers = [
  memberRoute<never, never, CollectedRewardPageResponse>(REWARDS_ROUTE, async ({ request, auth }) => {
    if (auth.member.role !== 0) return promotionFail(PromotionCode.notAPlayer);
    const url = new URL(request.url);
    const now = Date.now();
    await catchUpMoney(auth.member.id, now);
    const status = url.searchParams.get('status');
    const all = memberRewards(auth.member.id, textLanguageOf(request), now);
    const shown = status === null ? all : all.filter((row) => row.status === (Number(status) as RewardStatus));
    const current = Math.max(1, idParam(url, 'current') ?? 1);
    const size = Math.min(100, Math.max(1, idParam(url, 'size') ?? 20));
    return ok({
      records: shown.slice((current - 1) * size, current * size),
      total: shown.length,
      current,
      size,
      totalAmount: all.filter((row) => row.status === 1).reduce((sum, row) => sum + row.amount, 0),
      claimableAmount: all.filter((row) => row.status === 0).reduce((sum, row) => sum + row.amount, 0),
    });
  }),
];
