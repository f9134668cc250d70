import { describe, expect, it } from 'vitest';
import { leafMeta, metaOf, routeMetaProblems, showsNavBar } from './route-meta';

describe('routeMetaProblems', () => {
  it('accepts the meta flags with the right types', () => {
    expect(routeMetaProblems(undefined)).toEqual([]);
    expect(
      routeMetaProblems({ isShowTabbar: true, isShowBetCart: false, transition: 'fade', isAuth: true, guestOnly: false, name: 'x', keepAlive: true, titleKey: 'title.x', navBar: false, aliasOf: '/a', titleQueryParam: 'title' }),
    ).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(routeMetaProblems({ isAuth: 'yes', transition: 'spin', tabbar: true })).toEqual([
      'unknown meta key "tabbar"',
      'isAuth must be a boolean',
      'transition must be one of fade, slide, none',
    ]);
    expect(routeMetaProblems([])).toEqual(['handle is not an object']);
  });
});

describe('metaOf / leafMeta / showsNavBar', () => {
  it('reads non-objects as no flags and takes the deepest handle', () => {
    expect(metaOf(null)).toEqual({});
    expect(metaOf('x')).toEqual({});
    expect(leafMeta([{ handle: { isAuth: true } }, { handle: undefined }, { handle: { isShowTabbar: true } }, {}])).toEqual({ isShowTabbar: true });
    expect(leafMeta([])).toEqual({});
  });

  it('shows the nav bar on non-tab routes unless the screen has its own header', () => {
    expect(showsNavBar({})).toBe(true);
    expect(showsNavBar({ isShowTabbar: true })).toBe(false);
    expect(showsNavBar({ navBar: false })).toBe(false);
  });
});
