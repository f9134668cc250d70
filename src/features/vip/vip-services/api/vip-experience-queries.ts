import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getVipExperienceRequests, getVipExperiences } from '@/shared/api/generated/main/vip/vip';
import type { VipExperience, VipExperienceType } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/** Key roots of the VIP experiences (everyone's) and the member's requests (token last). */
export const vipExperienceKeys = {
  all: ['vip-experiences'] as const,
  offers: () => [...vipExperienceKeys.all, 'offers'] as const,
  requests: () => [...vipExperienceKeys.all, 'requests'] as const,
};

export const vipExperiencesQuery = () =>
  queryOptions({
    queryKey: vipExperienceKeys.offers(),
    queryFn: async ({ signal }) => (await getVipExperiences({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });

/** One experience of the list (undefined while loading or when the server offers no such experience). */
export const selectExperience =
  (type: VipExperienceType) =>
  (offers: VipExperience[]): VipExperience | undefined =>
    offers.find((offer) => offer.experienceType === type);

export const vipExperienceRequestsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...vipExperienceKeys.requests(), token],
    queryFn: async ({ signal }) => (await getVipExperienceRequests({ signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: STALE.profile,
  });

export async function refreshExperienceRequests(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: vipExperienceKeys.requests() });
}
