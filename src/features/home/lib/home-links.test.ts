import { describe, expect, it } from 'vitest';
import type { Advertise, HomeBar } from '@/shared/api/generated/main/model';
import { decodeBase64Utf8 } from '@/shared/lib/base64';
import { bannerTarget, homeBarTarget, webviewPath } from './home-links';

const banner = (patch: Partial<Advertise>): Advertise => ({
  id: 41,
  title: 'Thưởng nạp đầu 100%',
  imageUrl: 'https://cdn.lotus.example/ad/41.jpg',
  type: 1,
  activityId: null,
  activityType: null,
  jumpType: 0,
  jumpUrl: '',
  sortNum: 1,
  ...patch,
});

const entry = (patch: Partial<HomeBar>): HomeBar => ({ id: 11, name: 'Nổ hũ', jumpType: 1, sortNum: 1, gameTypeId: null, jumpUrl: '', lobbyCode: '', ...patch });

/** The query of an in-app path as a map. */
const queryOf = (path: string | null) => Object.fromEntries(new URL(path ?? '', 'https://app.example').searchParams);

describe('webviewPath', () => {
  it('embeds an absolute http(s) address, base64-encoded, with its title', () => {
    const path = webviewPath(' https://club.lotus.example/vip?a=1&b=2 ', 'Lotus Club');
    expect(path?.startsWith('/webview?')).toBe(true);
    const query = queryOf(path);
    expect(query.title).toBe('Lotus Club');
    expect(decodeBase64Utf8(query.url ?? '')).toBe('https://club.lotus.example/vip?a=1&b=2');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/sports', 'ftp://x.example', 'https://', ''])('refuses %j', (address) => {
    expect(webviewPath(address, 't')).toBeNull();
  });
});

describe('bannerTarget', () => {
  it('opens an activity on the page of its type with advertiseId, activityId, type and title', () => {
    const path = bannerTarget(banner({ jumpType: 1, activityId: 3001, activityType: 1 }));
    expect(path?.split('?')[0]).toBe('/first-charge');
    expect(queryOf(path)).toEqual({ advertiseId: '41', activityId: '3001', type: '1', title: 'Thưởng nạp đầu 100%' });
  });

  it('opens an activity of a type without its own page on /activity-detail', () => {
    expect(bannerTarget(banner({ jumpType: 1, activityId: 9, activityType: 15 }))?.split('?')[0]).toBe('/activity-detail');
  });

  it('opens nothing for an activity banner without an activity', () => {
    expect(bannerTarget(banner({ jumpType: 1, activityId: null, activityType: 1 }))).toBeNull();
  });

  it('opens an in-app route as given, and nothing for a route that leaves the site', () => {
    expect(bannerTarget(banner({ jumpType: 2, jumpUrl: '/vip' }))).toBe('/vip');
    expect(bannerTarget(banner({ jumpType: 2, jumpUrl: '//evil.example/x' }))).toBeNull();
    expect(bannerTarget(banner({ jumpType: 2, jumpUrl: 'https://evil.example' }))).toBeNull();
  });

  it('opens an outside address in /webview, and nothing for a script address', () => {
    expect(bannerTarget(banner({ jumpType: 3, jumpUrl: 'https://club.lotus.example' }))?.split('?')[0]).toBe('/webview');
    expect(bannerTarget(banner({ jumpType: 3, jumpUrl: 'javascript:alert(1)' }))).toBeNull();
  });

  it('opens nothing for jumpType 0', () => {
    expect(bannerTarget(banner({ jumpType: 0, jumpUrl: '/vip' }))).toBeNull();
  });
});

describe('homeBarTarget', () => {
  it('opens a game category in the lobby, and the sports category on /sports', () => {
    expect(homeBarTarget(entry({ jumpType: 1, gameTypeId: 1001104 }))).toBe('/game?gameTypeId=1001104');
    expect(homeBarTarget(entry({ jumpType: 1, gameTypeId: 1001101 }))).toBe('/sports');
    expect(homeBarTarget(entry({ jumpType: 1, gameTypeId: null }))).toBeNull();
  });

  it('opens a game by its lobby code, an app route, or an outside page in /webview', () => {
    expect(homeBarTarget(entry({ jumpType: 2, lobbyCode: 'PP_SLOT' }))).toBe('/game?lobbyCode=PP_SLOT');
    expect(homeBarTarget(entry({ jumpType: 2, lobbyCode: '' }))).toBeNull();
    expect(homeBarTarget(entry({ jumpType: 3, jumpUrl: '/activity' }))).toBe('/activity');
    expect(queryOf(homeBarTarget(entry({ jumpType: 4, jumpUrl: 'https://x.example' }))).title).toBe('Nổ hũ');
    expect(homeBarTarget(entry({ jumpType: 4, jumpUrl: 'javascript:void 0' }))).toBeNull();
  });
});
