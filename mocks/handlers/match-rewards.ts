// Match rewards and cheer-up (getMatchAwardConfig, receiveMatchRewards, cheer/queryCheerRecord) and match schedules
// (matchTemplate/detail): the campaign's provider matches with the member's valid bet on each (any bet with a leg on
// the match inside the period), a reward claimable once the bet reaches the match's minimum, credited once; the cheer
// records are the member's bets on those matches with how each ended.
import type {
  CheerRecord,
  CheerRecordPageResponse,
  MatchAward,
  MatchAwardConfigResponse,
  MatchTemplateResponse,
  ReceiveMatchRewardsRequest,
  ActivityRewardResponse,
  TemplateMatch,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import type { MatchAwardRecordType } from '../db/match-rewards-collections';
import { campaignArtUrl } from '../seed/campaigns-art';
import { allLanguages, moneyText } from '../seed/campaigns-texts';
import { campaignHeading, campaignStatus, idParam, PromotionCode, promotionFail, serverTime } from './campaigns-codes';
import { catchUpMoney, validBets } from './campaigns-metrics';
import { claimWindowOpen } from './campaigns-progress';
import { findCampaign, optionalMemberId } from './campaigns';
import { jsonBody, ok } from './main-envelope';
import { grantReward, hasReward, rewardAnswer } from './welfare-grant';
import { memberRoute, route } from './routes';
import { ordersOf } from './bet-placing-store';
import { walletUnit } from './bet-placing-market';
import { textLanguageOf, type TextLanguage } from './text-language';

export const MATCH_REWARD_ROUTES = {
  config: { api: 'main', method: 'GET', path: '/api/promotion/activity/getMatchAwardConfig' },
  receive: { api: 'main', method: 'POST', path: '/api/promotion/activity/receiveMatchRewards' },
  cheerRecord: { api: 'main', method: 'GET', path: '/api/promotion/activity/cheer/queryCheerRecord' },
  template: { api: 'main', method: 'GET', path: '/api/promotion/activity/matchTemplate/detail' },
} as const;

const PROVIDER_LANGUAGE = { vi: 'VIE', zh: 'CMN', en: 'ENG' } as const;
const matchKey = (activityId: number, matchId: number) => `${activityId}:match:${matchId}`;

/** The match-reward campaign named, or the running one shown at /activity-detail when none is. */
function awardCampaign(activityId: number | undefined, now: number): CampaignRecordType | undefined {
  if (activityId !== undefined) {
    const campaign = findCampaign(activityId);
    return campaign && (campaign.type === 12 || campaign.type === 14) ? campaign : undefined;
  }
  return db.campaigns
    .findMany((q) => q.where({ type: 14 }))
    .filter((campaign) => campaignStatus(campaign, now) === 1)
    .sort((a, b) => a.sortNum - b.sortNum)[0];
}

/** Teams, league and kick-off of a seeded provider match in the request's language. */
function matchFacts(matchId: number, language: TextLanguage): Omit<TemplateMatch, 'matchId'> | undefined {
  const match = db.matches.findFirst((q) => q.where({ id: matchId }));
  if (!match) return undefined;
  const code = PROVIDER_LANGUAGE[language];
  const team = (index: number) => {
    const seeded = match.ts[index];
    const record = seeded ? db.teams.findFirst((q) => q.where({ id: seeded.id })) : undefined;
    return { name: record?.names[code] ?? seeded?.na ?? '', logo: seeded?.lurl };
  };
  const league = db.leagues.findFirst((q) => q.where({ id: match.lg.id }));
  const [home, away] = [team(0), team(1)];
  return {
    sportId: match.sid,
    leagueName: league?.names[code] ?? match.lg.na,
    homeTeam: home.name,
    awayTeam: away.name,
    ...(home.logo ? { homeLogo: home.logo } : {}),
    ...(away.logo ? { awayLogo: away.logo } : {}),
    beginTime: serverTime(match.bt),
  };
}

const periodOf = (campaign: CampaignRecordType, now: number) => ({ from: campaign.startTime, to: Math.min(now, campaign.endTime) });

/** The member's valid bet on one match inside the campaign's period. */
const betOnMatch = (campaign: CampaignRecordType, memberId: number, matchId: number, now: number): number =>
  validBets(memberId, periodOf(campaign, now))
    .filter((bet) => bet.matchIds.includes(matchId))
    .reduce((sum, bet) => sum + bet.stake, 0);

function awardOf(campaign: CampaignRecordType, award: MatchAwardRecordType, memberId: number | undefined, language: TextLanguage, now: number): MatchAward | undefined {
  const facts = matchFacts(award.matchId, language);
  if (!facts) return undefined;
  const betAmount = memberId === undefined ? 0 : betOnMatch(campaign, memberId, award.matchId, now);
  const claimed = memberId !== undefined && hasReward(memberId, matchKey(campaign.id, award.matchId));
  const state = claimed ? 2 : memberId !== undefined && betAmount >= award.minBet && claimWindowOpen(campaign, now) ? 1 : 0;
  const { sportId: _sport, homeLogo: _home, awayLogo: _away, ...names } = facts;
  return { matchId: award.matchId, ...names, minBet: award.minBet, betAmount, rewardAmount: award.rewardAmount, state };
}

const awardsOf = (campaign: CampaignRecordType) => db.matchAwards.findMany((q) => q.where({ activityId: campaign.id }));

async function receive(campaign: CampaignRecordType, memberId: number, matchId: number, now: number) {
  const award = awardsOf(campaign).find((candidate) => candidate.matchId === matchId);
  if (!award) return promotionFail(PromotionCode.notFound);
  if (hasReward(memberId, matchKey(campaign.id, matchId))) return promotionFail(PromotionCode.alreadyClaimed);
  if (!claimWindowOpen(campaign, now)) return promotionFail(PromotionCode.notRunning);
  if (betOnMatch(campaign, memberId, matchId, now) < award.minBet) return promotionFail(PromotionCode.notEligible);
  const facts = allLanguages((language) => {
    const match = matchFacts(matchId, language);
    return match ? `${match.homeTeam} – ${match.awayTeam}` : moneyText(award.minBet, language);
  });
  const reward = await grantReward({ memberId, activityId: campaign.id, levelId: matchId, key: matchKey(campaign.id, matchId), titles: facts, amount: award.rewardAmount, turnoverMultiple: award.turnoverMultiple, time: now });
  return reward ? ok(rewardAnswer(reward)) : promotionFail(PromotionCode.alreadyClaimed);
}

/** The member's bets on the campaign's matches, newest first. */
function cheerRecords(campaign: CampaignRecordType, memberId: number, language: TextLanguage, now: number): CheerRecord[] {
  const matchIds = new Set(awardsOf(campaign).map((award) => award.matchId));
  const unit = walletUnit(memberId);
  const window = periodOf(campaign, now);
  return ordersOf(memberId)
    .filter((order) => order.st !== 2 && order.st !== 3 && order.cte >= window.from && order.cte <= window.to)
    .flatMap((order) => {
      const leg = order.ops.find((candidate) => matchIds.has(Number(candidate.mid)));
      if (!leg) return [];
      const matchId = Number(leg.mid);
      const facts = matchFacts(matchId, language);
      const settled = order.st === 5;
      const reward = db.rewards.findFirst((q) => q.where({ memberId, key: matchKey(campaign.id, matchId) }));
      return [{
        id: Number(order.id.slice(-12)) || order.cte,
        matchId,
        matchName: facts ? `${facts.homeTeam} – ${facts.awayTeam}` : (leg.mn ?? String(matchId)),
        teamName: leg.onm ?? leg.on ?? '',
        cheerAmount: order.sat * unit,
        rewardAmount: reward?.amount ?? 0,
        status: settled ? ((order.uwl ?? 0) > 0 ? 1 : 2) : 0,
        createTime: serverTime(order.cte),
      } satisfies CheerRecord];
    });
}

export const matchRewardHandlers = [
  route<never, never, MatchAwardConfigResponse>({ ...MATCH_REWARD_ROUTES.config, auth: false }, async ({ request }) => {
    const now = Date.now();
    const campaign = awardCampaign(idParam(new URL(request.url), 'activityId'), now);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const memberId = optionalMemberId(request);
    if (memberId !== undefined) await catchUpMoney(memberId, now);
    const language = textLanguageOf(request);
    return ok({
      ...campaignHeading(campaign, language, now),
      matches: awardsOf(campaign).flatMap((award) => awardOf(campaign, award, memberId, language, now) ?? []),
    });
  }),

  memberRoute<never, ReceiveMatchRewardsRequest, ActivityRewardResponse>(MATCH_REWARD_ROUTES.receive, async ({ request, auth }) => {
    const body = (await jsonBody(request)) as Partial<ReceiveMatchRewardsRequest> | undefined;
    const now = Date.now();
    const campaign = awardCampaign(Number.isInteger(body?.activityId) ? Number(body?.activityId) : undefined, now);
    if (!campaign || !Number.isInteger(body?.matchId)) return promotionFail(PromotionCode.notFound);
    await catchUpMoney(auth.member.id, now);
    return receive(campaign, auth.member.id, Number(body?.matchId), now);
  }),

  memberRoute<never, never, CheerRecordPageResponse>(MATCH_REWARD_ROUTES.cheerRecord, ({ request, auth }) => {
    const url = new URL(request.url);
    const now = Date.now();
    const campaign = awardCampaign(idParam(url, 'activityId') ?? db.campaigns.findFirst((q) => q.where({ page: '/cheerUp-activity' }))?.id, now);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const current = Math.max(1, idParam(url, 'current') ?? 1);
    const size = Math.min(100, Math.max(1, idParam(url, 'size') ?? 20));
    const all = cheerRecords(campaign, auth.member.id, textLanguageOf(request), now);
    return ok({ records: all.slice((current - 1) * size, current * size), total: all.length, current, size });
  }),

  route<never, never, MatchTemplateResponse>({ ...MATCH_REWARD_ROUTES.template, auth: false }, ({ request }) => {
    const campaign = findCampaign(idParam(new URL(request.url), 'activityId') ?? 0);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const language = textLanguageOf(request);
    const scheduled = db.matchSchedules.findFirst((q) => q.where({ activityId: campaign.id }))?.matchIds ?? awardsOf(campaign).map((award) => award.matchId);
    return ok({
      activityId: campaign.id,
      title: campaign.titles[language],
      bannerUrl: campaignArtUrl(campaign.art.emblem, campaign.art.hue),
      content: `<p>${campaign.intros[language]}</p>`,
      startTime: serverTime(campaign.startTime),
      endTime: serverTime(campaign.endTime),
      matches: scheduled.flatMap((matchId) => {
        const facts = matchFacts(matchId, language);
        return facts ? [{ matchId, ...facts }] : [];
      }),
    });
  }),
];
