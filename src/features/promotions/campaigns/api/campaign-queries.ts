import { queryOptions } from '@tanstack/react-query';
import type { ActivityDetail, ActivitySummary, LevelProgress } from '@/shared/api/generated/main/model';
import { ApiError } from '@/shared/api/errors';
import { STALE } from '@/shared/api/query-client';
import { progressFromBetTotal } from '../lib/tier-progress';

// The promotion call module holds every promotion operation; it is imported on use so the promotions tab's route
// chunk carries only what draws the list (docs/decisions/008).
export const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');

const all = ['campaigns'] as const;

/**
 * Key roots of the campaigns. Server texts follow the Language header, so the language is part of every key that
 * holds them; member-scoped keys end with the token (logout removes them).
 */
export const campaignKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (language: string, token: string | null) => [...all, 'list', language, token] as const,
  detail: (request: CampaignRequest, language: string) => [...all, 'detail', 'activityId' in request ? request.activityId : request.page, language] as const,
  progress: [...all, 'progress'] as const,
  progressOf: (activityId: number, token: string | null) => [...all, 'progress', activityId, token] as const,
  records: [...all, 'records'] as const,
  recordsOf: (activityId: number, language: string, token: string | null) => [...all, 'records', activityId, language, token] as const,
  depositGift: (channelId: number, token: string | null) => [...all, 'deposit-gift', channelId, token] as const,
  giftPack: (token: string | null) => [...all, 'gift-pack', token] as const,
};

/** The server's code for an unknown campaign (openapi x-error-codes of getActivityDetail). */
export const CAMPAIGN_NOT_FOUND = 1004000001;

export type CampaignRequest = { activityId: number } | { page: string };

/** The tab refreshes on pull; a minute keeps the badges current enough between visits. */
const LIST_STALE = STALE.profile;
/** Progress moves with every deposit and bet: asked afresh whenever the page opens. */
const PROGRESS_STALE = 0;

/** The promotions tab's campaigns (with the member's badges when logged in). */
export const campaignListQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: campaignKeys.list(language, token),
    queryFn: async ({ signal }): Promise<ActivitySummary[]> => (await (await promotionCalls()).getActivityList({ signal })).data ?? [],
    staleTime: LIST_STALE,
  });

/** One campaign's configuration, by id or by the route it lives at (null when the server has none). */
export const campaignDetailQuery = (request: CampaignRequest, language: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(request, language),
    queryFn: async ({ signal }): Promise<ActivityDetail | null> => {
      try {
        return (await (await promotionCalls()).getActivityDetail(request, { signal, noNeedResponseMsg: true })).data ?? null;
      } catch (error) {
        // No such campaign is an answer (the page says so), not a failure to retry.
        if (error instanceof ApiError && error.code === CAMPAIGN_NOT_FOUND) return null;
        throw error;
      }
    },
    staleTime: STALE.catalogue,
  });

/** The member's progress in each level; turnover tiers (type 16) read it from activity/bet/total. */
export const campaignProgressQuery = (activityId: number, type: number, token: string | null) =>
  queryOptions({
    queryKey: campaignKeys.progressOf(activityId, token),
    queryFn: async ({ signal }): Promise<{ signedUp: boolean; levels: LevelProgress[] }> => {
      const calls = await promotionCalls();
      if (type === 16) {
        const [total, progress] = await Promise.all([calls.getActivityBetTotal({ activityId }, { signal }), calls.getActivityProgress({ activityId }, { signal })]);
        return { signedUp: progress.data?.signedUp ?? false, levels: total.data ? progressFromBetTotal(total.data) : [] };
      }
      const progress = (await calls.getActivityProgress({ activityId }, { signal })).data;
      return { signedUp: progress?.signedUp ?? false, levels: progress?.levels ?? [] };
    },
    enabled: Boolean(token),
    staleTime: PROGRESS_STALE,
  });

/** The member's rewards from one campaign, newest first. */
export const campaignRecordsQuery = (activityId: number, language: string, token: string | null) =>
  queryOptions({
    queryKey: campaignKeys.recordsOf(activityId, language, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getActivityRecord({ activityId }, { signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: PROGRESS_STALE,
  });

/** The gift a deposit channel adds to a deposit campaign's reward (null when it pays none). */
export const channelGiftQuery = (channelId: number, token: string | null) =>
  queryOptions({
    queryKey: campaignKeys.depositGift(channelId, token),
    queryFn: async ({ signal }) => {
      const { getChannelDepositGift } = await import('@/shared/api/generated/main/deposit/deposit');
      return (await getChannelDepositGift({ channelId }, { signal, noNeedResponseMsg: true })).data ?? null;
    },
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** Whether the member's new-member gift pack is open (SPEC.md section 3: status 1 means open). */
export const giftPackQuery = (token: string | null) =>
  queryOptions({
    queryKey: campaignKeys.giftPack(token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getNewMemberGiftPack({ signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });
