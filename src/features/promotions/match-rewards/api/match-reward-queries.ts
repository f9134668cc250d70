import { queryOptions } from '@tanstack/react-query';
import { STALE } from '@/shared/api/query-client';

const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');

const all = ['match-rewards'] as const;

/** Key roots of match rewards, cheer records and schedules; texts follow the language, member keys end with the token. */
export const matchRewardKeys = {
  all,
  configs: [...all, 'config'] as const,
  config: (activityId: number, language: string, token: string | null) => [...all, 'config', activityId, language, token] as const,
  cheers: [...all, 'cheers'] as const,
  cheersOf: (activityId: number, language: string, token: string | null) => [...all, 'cheers', activityId, language, token] as const,
  schedule: (activityId: number, language: string) => [...all, 'schedule', activityId, language] as const,
};

/** The member's bet on each match moves with every bet: asked afresh whenever the page opens. */
const PROGRESS_STALE = 0;

/** The featured matches with the member's bet and reward state (guests: no progress). */
export const matchAwardsQuery = (activityId: number, language: string, token: string | null) =>
  queryOptions({
    queryKey: matchRewardKeys.config(activityId, language, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getMatchAwardConfig({ activityId }, { signal })).data ?? null,
    staleTime: PROGRESS_STALE,
  });

export const cheerRecordsQuery = (activityId: number, language: string, token: string | null) =>
  queryOptions({
    queryKey: matchRewardKeys.cheersOf(activityId, language, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getCheerRecord({ activityId, current: 1, size: 50 }, { signal })).data?.records ?? [],
    enabled: Boolean(token),
    staleTime: PROGRESS_STALE,
  });

export const scheduleQuery = (activityId: number, language: string) =>
  queryOptions({
    queryKey: matchRewardKeys.schedule(activityId, language),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getMatchTemplateDetail({ activityId }, { signal })).data ?? null,
    staleTime: STALE.catalogue,
  });
