import { describe, expect, it } from 'vitest';
import { giftPackPage } from './gift-pack-target';

describe('giftPackPage', () => {
  it('an open pack opens the activity with advertiseId, activityId, type=3 and title', () => {
    const page = giftPackPage({ status: 1, id: 3005, name: 'Quà chào mừng & thành viên', advertiseId: 44 });
    const url = new URL(page ?? '', 'http://lotus.test');
    expect(url.pathname).toBe('/newMemberGiftPack-activity');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      advertiseId: '44',
      activityId: '3005',
      type: '3',
      title: 'Quà chào mừng & thành viên',
    });
  });

  it('an open pack without a banner still opens, with an empty advertiseId', () => {
    expect(giftPackPage({ status: 1, id: 7, name: 'Gift', advertiseId: null })).toBe(
      '/newMemberGiftPack-activity?advertiseId=&activityId=7&type=3&title=Gift',
    );
  });

  it.each([0, 2, -1])('status %s is no pack', (status) => {
    expect(giftPackPage({ status, id: 3005, name: 'x', advertiseId: 44 })).toBeNull();
  });

  it('no data is no pack', () => {
    expect(giftPackPage(null)).toBeNull();
    expect(giftPackPage(undefined)).toBeNull();
  });
});
