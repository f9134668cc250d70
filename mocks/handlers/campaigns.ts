// The campaign catalogue's calls: the promotions tab's list (designed), one campaign's configuration by id or page
// (designed), the member's progress (designed), counted opens (activity/click) and sign-ups (saveActivitySignUp).
// The campaigns' art is a picture of the mock's picture CDN (mocks/handlers/pictures.ts). Texts follow the request's
// Language; guests read everything (no badges, no progress).
import type {
  ActivityClickRequest,
  ActivityDetail,
  ActivityDetailResponse,
  ActivityListResponse,
  ActivityProgressResponse,
  ActivitySignUpRequest,
  ActivitySummary,
  EmptyResponse,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { campaignArtUrl } from '../seed/campaigns-art';
import { campaignStatus, claimDeadlineOf, idParam, PromotionCode, promotionFail, serverTime } from './campaigns-codes';
import { activityProgress, memberBadges } from './campaigns-progress';
import { campaignEligibility, campaignRules } from './campaigns-rules';
import { catchUpMoney } from './campaigns-metrics';
import { jsonBody, ok, tokenOf } from './main-envelope';
import { memberRoute, route } from './routes';
import { findMember, findSession } from './session';
import { textLanguageOf, type TextLanguage } from './text-language';

export const CAMPAIGN_ROUTES = {
  list: { api: 'main', method: 'GET', path: '/api/promotion/activity/list' },
  detail: { api: 'main', method: 'GET', path: '/api/promotion/activity/detail' },
  progress: { api: 'main', method: 'GET', path: '/api/promotion/activity/progress' },
  click: { api: 'main', method: 'POST', path: '/api/promotion/activity/click' },
  signUp: { api: 'main', method: 'POST', path: '/api/promotion/activity/saveActivitySignUp' },
} as const;

/** Ended campaigns stay on the promotions tab this long. */
const ENDED_LISTED_MS = 30 * 86_400_000;
/** Running campaigns first, then upcoming ones, then the ended (ActivityStatus 1, 0, 2). */
const DISPLAY_GROUP: readonly number[] = [1, 0, 2];
/** Routes that show another page's campaign. */
const PAGE_ALIASES: Readonly<Record<string, string>> = { '/cheerUp-record': '/cheerUp-activity' };

export const findCampaign = (id: number): CampaignRecordType | undefined => db.campaigns.findFirst((q) => q.where({ id }));

/** The member behind the request's token, when it carries a live session (guests and stale tokens: undefined). */
export function optionalMemberId(request: Request): number | undefined {
  const session = findSession(tokenOf(request), 'main');
  return session && findMember(session.memberId) ? session.memberId : undefined;
}

/** The campaign living at a route: the running one first, then the next to start, then the latest to end. */
export function campaignAtPage(page: string, now: number): CampaignRecordType | undefined {
  const wanted = PAGE_ALIASES[page] ?? page;
  // Many campaigns live at /activity-detail: that page needs the campaign's id.
  if (wanted === '/activity-detail') return undefined;
  const rank = (campaign: CampaignRecordType) => DISPLAY_GROUP.indexOf(campaignStatus(campaign, now));
  return db.campaigns
    .findMany((q) => q.where({ page: wanted }))
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.endTime - a.endTime : a.sortNum - b.sortNum))[0];
}

function summaryOf(campaign: CampaignRecordType, language: TextLanguage, memberId: number | undefined, now: number): ActivitySummary {
  const badges = memberId === undefined ? null : memberBadges(campaign, memberId, now);
  return {
    id: campaign.id,
    type: campaign.type,
    page: campaign.page,
    title: campaign.titles[language],
    summary: campaign.summaries[language],
    imageUrl: campaignArtUrl(campaign.art.emblem, campaign.art.hue),
    categories: campaign.categories,
    status: campaignStatus(campaign, now),
    startTime: serverTime(campaign.startTime),
    endTime: serverTime(campaign.endTime),
    sortNum: campaign.sortNum,
    joined: badges?.joined ?? null,
    claimable: badges?.claimable ?? null,
  };
}

/** Participants and rewards paid: the seeded figures plus the mock's members' own. */
function statsOf(campaign: CampaignRecordType) {
  const rewards = db.rewards.findMany((q) => q.where({ activityId: campaign.id }));
  const members = new Set([...rewards.map((reward) => reward.memberId), ...db.campaignSignUps.findMany((q) => q.where({ activityId: campaign.id })).map((s) => s.memberId)]);
  return { participants: campaign.baseParticipants + members.size, rewardTotal: campaign.baseRewardTotal + rewards.reduce((sum, reward) => sum + reward.amount, 0) };
}

export function detailOf(campaign: CampaignRecordType, language: TextLanguage, now: number): ActivityDetail {
  const { joined: _joined, claimable: _claimable, sortNum: _sortNum, ...summary } = summaryOf(campaign, language, undefined, now);
  return {
    ...summary,
    rule: campaignRules(campaign, language),
    eligibility: campaignEligibility(campaign, language),
    signUpRequired: campaign.signUpRequired,
    levels: campaign.levels.map(({ titles, ...level }) => ({ ...level, title: titles[language] })),
    rankPrizes: campaign.rankPrizes,
    depositChannelId: campaign.depositChannelId,
    claimDeadline: serverTime(claimDeadlineOf(campaign)),
    stats: statsOf(campaign),
  };
}

/** Running first (display order), then upcoming (soonest first), then those ended in the last 30 days (latest first). */
function listed(now: number): CampaignRecordType[] {
  const status = (campaign: CampaignRecordType) => campaignStatus(campaign, now);
  const within = (a: CampaignRecordType, b: CampaignRecordType) => {
    if (status(a) === 0) return a.startTime - b.startTime;
    if (status(a) === 2) return b.endTime - a.endTime;
    return a.sortNum - b.sortNum;
  };
  return db.campaigns
    .all()
    .filter((campaign) => status(campaign) !== 2 || now - campaign.endTime <= ENDED_LISTED_MS)
    .sort((a, b) => DISPLAY_GROUP.indexOf(status(a)) - DISPLAY_GROUP.indexOf(status(b)) || within(a, b));
}

export const campaignHandlers = [
  route<never, never, ActivityListResponse>({ ...CAMPAIGN_ROUTES.list, auth: false }, async ({ request }) => {
    const now = Date.now();
    const memberId = optionalMemberId(request);
    if (memberId !== undefined) await catchUpMoney(memberId, now);
    const language = textLanguageOf(request);
    return ok(listed(now).map((campaign) => summaryOf(campaign, language, memberId, now)));
  }),

  route<never, never, ActivityDetailResponse>({ ...CAMPAIGN_ROUTES.detail, auth: false }, ({ request }) => {
    const url = new URL(request.url);
    const now = Date.now();
    const id = idParam(url, 'activityId');
    const page = url.searchParams.get('page') ?? '';
    const campaign = id !== undefined ? findCampaign(id) : page ? campaignAtPage(page, now) : undefined;
    if (!campaign) return promotionFail(PromotionCode.notFound);
    return ok(detailOf(campaign, textLanguageOf(request), now));
  }),

  memberRoute<never, never, ActivityProgressResponse>(CAMPAIGN_ROUTES.progress, async ({ request, auth }) => {
    const campaign = findCampaign(idParam(new URL(request.url), 'activityId') ?? 0);
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const now = Date.now();
    await catchUpMoney(auth.member.id, now);
    return ok(activityProgress(campaign, auth.member.id, now));
  }),

  route<never, ActivityClickRequest, EmptyResponse>({ ...CAMPAIGN_ROUTES.click, auth: false }, async ({ request }) => {
    const body = (await jsonBody(request)) as Partial<ActivityClickRequest> | undefined;
    const campaign = findCampaign(Number(body?.activityId));
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const advertiseId = Number.isInteger(body?.advertiseId) ? Number(body?.advertiseId) : null;
    await db.campaignClicks.create({ activityId: campaign.id, advertiseId, memberId: optionalMemberId(request) ?? 0, time: Date.now() });
    return ok(null);
  }),

  memberRoute<never, ActivitySignUpRequest, EmptyResponse>(CAMPAIGN_ROUTES.signUp, async ({ request, auth }) => {
    const body = (await jsonBody(request)) as Partial<ActivitySignUpRequest> | undefined;
    const campaign = findCampaign(Number(body?.activityId));
    if (!campaign) return promotionFail(PromotionCode.notFound);
    const now = Date.now();
    if (campaignStatus(campaign, now) === 2) return promotionFail(PromotionCode.notRunning);
    const memberId = auth.member.id;
    if (db.campaignSignUps.findFirst((q) => q.where({ memberId, activityId: campaign.id }))) return promotionFail(PromotionCode.alreadySignedUp);
    await db.campaignSignUps.create({ memberId, activityId: campaign.id, time: now });
    return ok(null, SIGNED_UP[textLanguageOf(request)]);
  }),

];

const SIGNED_UP = { vi: 'Đăng ký tham gia thành công', zh: '报名成功', en: 'You have signed up' } as const;
