// Ranking campaigns (memberRanking for members with their own place, touristsRanking for guests): the other players
// seeded for the campaign and the mock's members, scored by their valid sports bets inside the period, best first,
// each with the prize of their place.
import type { MemberRankingResponse, RankEntry, RankingListResponse } from '@/shared/api/generated/main/model';
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { idParam, PromotionCode, promotionFail } from './campaigns-codes';
import { catchUpMoney, validBets } from './campaigns-metrics';
import { findCampaign } from './campaigns';
import { ok } from './main-envelope';
import { memberRoute, route } from './routes';

export const RANKING_ROUTES = {
  member: { api: 'main', method: 'GET', path: '/api/promotion/ranking/memberRanking' },
  tourists: { api: 'main', method: 'GET', path: '/api/promotion/ranking/touristsRanking' },
} as const;

/** Places listed (the member's own place is answered apart when it is lower). */
export const RANKING_SIZE = 20;

interface Scored {
  userName: string;
  score: number;
  memberId?: number;
}

const prizeOf = (campaign: CampaignRecordType, rank: number): number =>
  campaign.rankPrizes.find((prize) => rank >= prize.fromRank && rank <= prize.toRank)?.rewardAmount ?? 0;

/** Everyone in the ranking, best first, with their place and prize. */
export function standings(campaign: CampaignRecordType, now: number): Array<RankEntry & { memberId?: number }> {
  const window = { from: campaign.startTime, to: Math.min(now, campaign.endTime) };
  const others: Scored[] = db.rankingEntries.findMany((q) => q.where({ activityId: campaign.id })).map(({ userName, score }) => ({ userName, score }));
  const members: Scored[] = db.members.all().flatMap((member) => {
    const score = validBets(member.id, window).reduce((sum, bet) => sum + bet.stake, 0);
    return score > 0 ? [{ userName: maskAccountName(member.userName), score, memberId: member.id }] : [];
  });
  return [...others, ...members]
    .sort((a, b) => b.score - a.score || a.userName.localeCompare(b.userName))
    .map((entry, index) => ({ ...entry, rank: index + 1, rewardAmount: prizeOf(campaign, index + 1) }));
}

const publicEntry = ({ memberId: _memberId, ...entry }: RankEntry & { memberId?: number }): RankEntry => entry;

function rankingCampaign(request: Request): CampaignRecordType | undefined {
  const campaign = findCampaign(idParam(new URL(request.url), 'activityId') ?? 0);
  return campaign?.type === 13 ? campaign : undefined;
}

export const rankingHandlers = [
  memberRoute<never, never, MemberRankingResponse>(RANKING_ROUTES.member, async ({ request, auth }) => {
    const campaign = rankingCampaign(request);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const now = Date.now();
    await catchUpMoney(auth.member.id, now);
    const all = standings(campaign, now);
    const mine = all.find((entry) => entry.memberId === auth.member.id);
    return ok({ myRank: mine ? publicEntry(mine) : null, list: all.slice(0, RANKING_SIZE).map(publicEntry) });
  }),

  route<never, never, RankingListResponse>({ ...RANKING_ROUTES.tourists, auth: false }, ({ request }) => {
    const campaign = rankingCampaign(request);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    return ok(standings(campaign, Date.now()).slice(0, RANKING_SIZE).map(publicEntry));
  }),
];
