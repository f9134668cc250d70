import { queryOptions } from '@tanstack/react-query';
import type { Advertise, HomeBar } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';
import { bySortNum, carouselBanners, HOME_CAROUSEL } from '../lib/carousel';

export { HOME_CAROUSEL } from '../lib/carousel';

// The call modules are imported on use: the promotion module holds every promotion operation, far more than the home
// route's first load may carry (docs/decisions/008).
const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');
const homeCalls = () => import('@/shared/api/generated/main/home/home');

/** Home bar of quick entries (openapi getHomeBarList barType). */
export const QUICK_ENTRY_BAR = 2;

/** Key roots of the home screen's own server state; the tenant is part of each key (banners differ per tenant). */
export const homeKeys = {
  all: ['home'] as const,
  banners: ['home', 'banners'] as const,
  bar: ['home', 'bar'] as const,
};

/** The home carousel's banners in display order (ascending sortNum). */
export const homeBannersQuery = (tenantId: number | undefined, enabled = true) =>
  queryOptions({
    queryKey: [...homeKeys.banners, tenantId ?? null],
    queryFn: async ({ signal }): Promise<Advertise[]> => {
      const { getAdvertiseListByType } = await promotionCalls();
      const answer = await getAdvertiseListByType({ type: HOME_CAROUSEL, tenantId }, { signal, silent: true });
      return carouselBanners(answer.data ?? []);
    },
    enabled,
    staleTime: STALE.catalogue,
  });

/** The quick-entry bar (/api/user/home/bar/list) in display order. */
export const homeBarQuery = (tenantId: number | undefined, enabled = true) =>
  queryOptions({
    queryKey: [...homeKeys.bar, QUICK_ENTRY_BAR, tenantId ?? null],
    queryFn: async ({ signal }): Promise<HomeBar[]> => {
      const { getHomeBarList } = await homeCalls();
      const answer = await getHomeBarList({ barType: QUICK_ENTRY_BAR, tenantId }, { signal, silent: true });
      return [...(answer.data ?? [])].sort(bySortNum);
    },
    enabled,
    staleTime: STALE.catalogue,
  });
