import { queryOptions } from '@tanstack/react-query';
import { STALE } from '@/shared/api/query-client';

const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');

const all = ['lucky-wheel'] as const;

/** Key roots of the lucky wheels; texts follow the language, member-scoped keys end with the token. */
export const wheelKeys = {
  all,
  detail: (activityId: number, language: string) => [...all, 'detail', activityId, language] as const,
  spins: [...all, 'spins'] as const,
  spinsOf: (activityId: number, token: string | null) => [...all, 'spins', activityId, token] as const,
  records: [...all, 'records'] as const,
  recordsOf: (activityId: number, language: string, token: string | null) => [...all, 'records', activityId, language, token] as const,
  winners: [...all, 'winners'] as const,
  winnersOf: (activityId: number, language: string) => [...all, 'winners', activityId, language] as const,
};

/** How many of everyone's recent wins the marquee shows. */
export const MARQUEE_SIZE = 20;
/** Everyone's wins move all day; the marquee asks again this often while the wheel is on screen. */
export const MARQUEE_REFRESH_MS = 60_000;

export const wheelQuery = (activityId: number, language: string) =>
  queryOptions({
    queryKey: wheelKeys.detail(activityId, language),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getTurntableDetail({ activityId }, { signal })).data ?? null,
    staleTime: STALE.catalogue,
  });

/** The member's spins (left, used, total); asked afresh whenever the wheel opens. */
export const spinsQuery = (activityId: number, token: string | null) =>
  queryOptions({
    queryKey: wheelKeys.spinsOf(activityId, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getTurntableUserNum({ activityId }, { signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const spinRecordsQuery = (activityId: number, language: string, token: string | null) =>
  queryOptions({
    queryKey: wheelKeys.recordsOf(activityId, language, token),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getTurntableUserRecord({ activityId, current: 1, size: 20 }, { signal })).data?.records ?? [],
    enabled: Boolean(token),
    staleTime: 0,
  });

/** Everyone's recent wins (names masked by the server) for the marquee. */
export const winnersQuery = (activityId: number, language: string) =>
  queryOptions({
    queryKey: wheelKeys.winnersOf(activityId, language),
    queryFn: async ({ signal }) => (await (await promotionCalls()).getTurntableWinners({ activityId, size: MARQUEE_SIZE }, { signal, silent: true })).data ?? [],
    staleTime: MARQUEE_REFRESH_MS,
    refetchInterval: MARQUEE_REFRESH_MS,
  });
