import { describe, expect, it } from 'vitest';
import type { Advertise } from '@/shared/api/generated/main/model';
import { getGetAdvertiseListByTypeUrl } from '@/shared/api/generated/main/promotion/promotion';
import { carouselBanners, DEFAULT_CAROUSEL_URL, HOME_CAROUSEL } from './carousel';

const ad = (id: number, sortNum: number, type = HOME_CAROUSEL) => ({ id, sortNum, type, title: '', imageUrl: '', jumpType: 1 }) as Advertise;

describe('home carousel', () => {
  it('is the call the app makes for a guest, so the page can start it before the app', () => {
    expect(getGetAdvertiseListByTypeUrl({ type: HOME_CAROUSEL, tenantId: undefined })).toBe(DEFAULT_CAROUSEL_URL);
  });

  it('keeps the carousel placement in sortNum order, ties by id', () => {
    expect(carouselBanners([ad(3, 2), ad(2, 1), ad(9, 1, 2), ad(1, 2)]).map((banner) => banner.id)).toEqual([2, 1, 3]);
  });
});
