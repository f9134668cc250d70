import type { Advertise } from '@/shared/api/generated/main/model';

/** Advertise placement of the home carousel (openapi Advertise.type). */
export const HOME_CAROUSEL = 1;

/** The carousel call of the site's default tenant (guests): what the page's boot script starts before the app. */
export const DEFAULT_CAROUSEL_URL = `/api/promotion/advertise/list/type?type=${HOME_CAROUSEL}`;

const bySortNum = <T extends { sortNum: number; id: number }>(a: T, b: T): number => a.sortNum - b.sortNum || a.id - b.id;

/** The carousel's banners in display order (ascending sortNum, then id), of its placement only. */
export const carouselBanners = (list: readonly Advertise[]): Advertise[] => list.filter((banner) => banner.type === HOME_CAROUSEL).sort(bySortNum);

export { bySortNum };
