import type { ActivityCategory, ActivitySummary } from '@/shared/api/generated/main/model';
import { PATHS, withQuery } from '@/shared/config/paths';
import { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES } from '@/shared/config/promotion-pages';

/** The promotions tab's categories, "all" first. */
export const CATEGORIES = ['all', 'sports', 'casino', 'deposit', 'vip', 'newMember'] as const satisfies ReadonlyArray<'all' | ActivityCategory>;
export type CategoryKey = (typeof CATEGORIES)[number];

export const isCategory = (value: string | null): value is CategoryKey => CATEGORIES.includes(value as CategoryKey);

/** The campaigns of one category (all of them for "all"), in the server's order. */
export function campaignsIn(campaigns: readonly ActivitySummary[], category: CategoryKey): ActivitySummary[] {
  return category === 'all' ? [...campaigns] : campaigns.filter((campaign) => campaign.categories.includes(category));
}

const CAMPAIGN_PATHS: ReadonlySet<string> = new Set<string>([PATHS.activityDetail, ...ACTIVITY_DETAIL_ALIASES, ...CAMPAIGN_PAGES.map((page) => `/${page}`)]);

/** Whether a path is one of the campaign template's routes. */
export const isCampaignPath = (path: string): boolean => CAMPAIGN_PATHS.has(path);

/** Where a campaign opens: its own route with its id, or /activity-detail when the server names an unknown route. */
export function campaignHref(campaign: Pick<ActivitySummary, 'id' | 'page'>): string {
  return withQuery(isCampaignPath(campaign.page) ? campaign.page : PATHS.activityDetail, { activityId: campaign.id });
}

/** What the template asks the server for: the id in the address when there is one, otherwise the route itself. */
export function campaignRequest(pathname: string, search: string): { activityId: number } | { page: string } | null {
  const raw = new URLSearchParams(search).get('activityId');
  if (raw !== null && /^\d+$/.test(raw) && Number(raw) > 0) return { activityId: Number(raw) };
  return pathname === PATHS.activityDetail || !isCampaignPath(pathname) ? null : { page: pathname };
}

/** The part of the campaign page that the campaign's type adds to its rules (ActivityType). */
export type CampaignPart = 'levels' | 'turnover' | 'wheel' | 'rebate' | 'matches' | 'schedule' | 'ranking' | 'none';

const PARTS: Readonly<Record<number, CampaignPart>> = {
  1: 'levels',
  2: 'wheel',
  3: 'levels',
  4: 'levels',
  5: 'levels',
  6: 'rebate',
  7: 'none',
  8: 'levels',
  9: 'levels',
  10: 'levels',
  11: 'levels',
  12: 'matches',
  13: 'ranking',
  14: 'matches',
  15: 'schedule',
  16: 'turnover',
};

export const campaignPart = (type: number): CampaignPart => PARTS[type] ?? 'none';

/** How the levels of a type are presented. */
export type LevelStyle = 'tiers' | 'tasks' | 'boxes';

export function levelStyle(type: number): LevelStyle {
  if (type === 4 || type === 5 || type === 9) return 'tasks';
  if (type === 3 || type === 10 || type === 11) return 'boxes';
  return 'tiers';
}

/** Types whose levels count deposits: their page leads into the deposit screen. */
export const leadsToDeposit = (type: number): boolean => [1, 3, 8, 10, 11].includes(type);

/** Types that keep the member's rewards in activity/record (the wheel and cheer-up keep their own records). */
export const hasRewardRecords = (type: number): boolean => ['levels', 'turnover', 'rebate'].includes(campaignPart(type)) || type === 14;
