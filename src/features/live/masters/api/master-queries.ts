import { queryOptions } from '@tanstack/react-query';
import { getLiveMasterDetail, getLiveMasterPlans, getLiveMasters, getLivePlanDetail } from '@/shared/api/generated/main/masters/masters';
import type { MasterSort, PlanStateFilter } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/** Plans settle as matches end, so the masters' figures are read again at this pace while shown. */
export const MASTERS_REFRESH_MS = 60_000;

/** Key roots of the masters and their plans (public: no token). */
export const masterKeys = {
  all: ['masters'] as const,
  list: (language: string, sort: MasterSort) => [...masterKeys.all, 'list', language, sort] as const,
  detail: (language: string, masterId: number) => [...masterKeys.all, 'detail', language, masterId] as const,
  plans: (language: string, masterId: number, state: PlanStateFilter) => [...masterKeys.all, 'plans', language, masterId, state] as const,
  plan: (language: string, planId: number) => [...masterKeys.all, 'plan', language, planId] as const,
};

export const masterListQuery = (language: string, sort: MasterSort) =>
  queryOptions({
    queryKey: masterKeys.list(language, sort),
    queryFn: async ({ signal }) => (await getLiveMasters({ sort }, { signal })).data ?? [],
    staleTime: STALE.profile,
    refetchInterval: MASTERS_REFRESH_MS,
  });

export const masterDetailQuery = (language: string, masterId: number) =>
  queryOptions({
    queryKey: masterKeys.detail(language, masterId),
    queryFn: async ({ signal }) => (await getLiveMasterDetail({ masterId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: STALE.profile,
  });

export const masterPlansQuery = (language: string, masterId: number, state: PlanStateFilter) =>
  queryOptions({
    queryKey: masterKeys.plans(language, masterId, state),
    queryFn: async ({ signal }) => (await getLiveMasterPlans({ masterId, state }, { signal, noNeedResponseMsg: true })).data ?? [],
    staleTime: STALE.profile,
    refetchInterval: MASTERS_REFRESH_MS,
  });

export const planDetailQuery = (language: string, planId: number) =>
  queryOptions({
    queryKey: masterKeys.plan(language, planId),
    queryFn: async ({ signal }) => (await getLivePlanDetail({ planId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: STALE.liveOdds,
    refetchInterval: MASTERS_REFRESH_MS,
  });
