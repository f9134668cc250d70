import { describe, expect, it } from 'vitest';
import type { ActivitySummary } from '@/shared/api/generated/main/model';
import { campaignHref, campaignPart, campaignRequest, campaignsIn, levelStyle } from './campaign-catalogue';

const campaign = (id: number, page: string, categories: ActivitySummary['categories']): ActivitySummary => ({
  id, type: 1, page, title: 't', summary: 's', imageUrl: '', categories, status: 1, startTime: '', endTime: '', sortNum: id, joined: null, claimable: null,
});

describe('campaign catalogue rules', () => {
  it('filters by category, keeping the server order', () => {
    const list = [campaign(1, '/first-charge', ['deposit']), campaign(2, '/christmas', ['casino', 'deposit']), campaign(3, '/glory', ['sports'])];
    expect(campaignsIn(list, 'all').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(campaignsIn(list, 'deposit').map((c) => c.id)).toEqual([1, 2]);
    expect(campaignsIn(list, 'vip')).toEqual([]);
  });

  it('opens a campaign at its route with its id; an unknown route opens /activity-detail', () => {
    expect(campaignHref({ id: 3002, page: '/first-charge' })).toBe('/first-charge?activityId=3002');
    expect(campaignHref({ id: 3065, page: '/christmas' })).toBe('/christmas?activityId=3065');
    expect(campaignHref({ id: 9, page: 'https://elsewhere.example' })).toBe('/activity-detail?activityId=9');
  });

  it('asks by id when the address has one, otherwise by route (never for bare /activity-detail)', () => {
    expect(campaignRequest('/first-charge', '?advertiseId=41&activityId=3002&type=1')).toEqual({ activityId: 3002 });
    expect(campaignRequest('/christmas', '')).toEqual({ page: '/christmas' });
    expect(campaignRequest('/luckyWheel', '?activityId=abc')).toEqual({ page: '/luckyWheel' });
    expect(campaignRequest('/activity-detail', '')).toBeNull();
  });

  it('chooses the part of the page by type', () => {
    expect([1, 2, 6, 7, 12, 13, 15, 16, 99].map(campaignPart)).toEqual(['levels', 'wheel', 'rebate', 'none', 'matches', 'ranking', 'schedule', 'turnover', 'none']);
    expect([1, 4, 10].map(levelStyle)).toEqual(['tiers', 'tasks', 'boxes']);
  });
});
