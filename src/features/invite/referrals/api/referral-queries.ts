import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  generateReferralCode,
  getInviteBetAwardList,
  getInviteBetConfig,
  getInviteDepAward,
  getInviteDepConfig,
  getInviteInfo,
  getInviteTotalAward,
  getInviteVipConfig,
} from '@/shared/api/generated/main/invite/invite';
import type { InviteBetAward, InviteDepAward } from '@/shared/api/generated/main/model';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';
import { memberKeys } from '@/shared/member/member-queries';

/** Which reward list /invite/details shows. */
export type AwardListKind = 'deposit' | 'bet';

/** A day range of the reward lists (yyyy-MM-dd, both ends included; '' for open). */
export interface AwardDays {
  beginDate: string;
  endDate: string;
}

/** Rewards per page of /invite/details. */
export const AWARD_PAGE_SIZE = 10;

/** Key roots of the invite programme: tier tables (everyone's), then the member's code, summary, totals and lists. */
export const referralKeys = {
  all: ['referrals'] as const,
  tiers: (kind: 'deposit' | 'bet' | 'vip') => [...referralKeys.all, 'tiers', kind] as const,
  code: () => [...referralKeys.all, 'code'] as const,
  summary: () => [...referralKeys.all, 'summary'] as const,
  totals: () => [...referralKeys.all, 'totals'] as const,
  awards: () => [...referralKeys.all, 'awards'] as const,
};

export const depositTiersQuery = () =>
  queryOptions({
    queryKey: referralKeys.tiers('deposit'),
    queryFn: async ({ signal }) => (await getInviteDepConfig({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });

export const betTiersQuery = () =>
  queryOptions({
    queryKey: referralKeys.tiers('bet'),
    queryFn: async ({ signal }) => (await getInviteBetConfig({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });

export const vipTiersQuery = () =>
  queryOptions({
    queryKey: referralKeys.tiers('vip'),
    queryFn: async ({ signal }) => (await getInviteVipConfig({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });

/** The member's code and share link (fixed per member). */
export const referralCodeQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...referralKeys.code(), token],
    queryFn: async ({ signal }) => (await generateReferralCode({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Friends and rewards move as friends play: read afresh on every visit. */
export const inviteSummaryQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...referralKeys.summary(), token],
    queryFn: async ({ signal }) => (await getInviteInfo({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const inviteTotalsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...referralKeys.totals(), token],
    queryFn: async ({ signal }) => (await getInviteTotalAward({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

interface AwardPage<T> {
  records: T[];
  total: number;
  current: number;
}

const dayParams = (days: AwardDays) => ({ ...(days.beginDate ? { beginDate: days.beginDate } : {}), ...(days.endDate ? { endDate: days.endDate } : {}) });

export const depositAwardsQuery = (days: AwardDays, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...referralKeys.awards(), 'deposit', days.beginDate, days.endDate, token],
    queryFn: async ({ pageParam, signal }): Promise<AwardPage<InviteDepAward>> => {
      const page = (await getInviteDepAward({ current: pageParam, size: AWARD_PAGE_SIZE, ...dayParams(days) }, { signal })).data;
      return { records: page?.records ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const betAwardsQuery = (days: AwardDays, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...referralKeys.awards(), 'bet', days.beginDate, days.endDate, token],
    queryFn: async ({ pageParam, signal }): Promise<AwardPage<InviteBetAward>> => {
      const page = (await getInviteBetAwardList({ current: pageParam, size: AWARD_PAGE_SIZE, ...dayParams(days) }, { signal })).data;
      return { records: page?.records ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    enabled: Boolean(token),
    staleTime: 0,
  });

/** After a claim: the summary, totals, lists (their statuses) and the balance. */
export async function refreshAfterClaim(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: referralKeys.summary() }),
    client.invalidateQueries({ queryKey: referralKeys.totals() }),
    client.invalidateQueries({ queryKey: referralKeys.awards() }),
    client.invalidateQueries({ queryKey: memberKeys.balance }),
  ]);
}
