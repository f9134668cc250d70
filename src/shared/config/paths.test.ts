import { describe, expect, it } from 'vitest';
import { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES, PATHS, routePath } from './paths';

describe('routePath', () => {
  it('gives the path of a named route', () => {
    expect(routePath('deposit')).toBe('/deposit');
    expect(routePath('financialDetailsViews')).toBe('/financialDetailsView');
    expect(routePath('addressChild')).toBe('/addressChild');
  });

  it('fills params, encoding them', () => {
    expect(routePath('matchDetail', { id: 7 })).toBe('/match-detail/7');
    expect(routePath('serviceQuestion', { idx: '2' })).toBe('/service-question/2');
    expect(routePath('replyDetail', { id: 'a b' })).toBe('/ReplyDetail/a%20b');
  });

  it('has unique paths', () => {
    const paths = Object.values(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ACTIVITY_DETAIL_ALIASES).size).toBe(14);
    expect(new Set(CAMPAIGN_PAGES).size).toBe(CAMPAIGN_PAGES.length);
  });
});
