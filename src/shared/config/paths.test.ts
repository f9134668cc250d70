import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildQuery,
  encodeQueryValue,
  loginHref,
  PATHS,
  redirectAfterLogin,
  routePath,
  routeWithQuery,
  withQuery,
} from './paths';
import { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES } from './promotion-pages';
import { SHELL_PATHS } from './shell-paths';

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
    expect(routePath('replyDetail', { id: 'a/b?c#d' })).toBe('/ReplyDetail/a%2Fb%3Fc%23d');
    expect(routePath('replyDetail', { id: "$&+,:;=@" })).toBe('/ReplyDetail/$&+,:;=@');
  });

  it('includes every start-up path under the same name and value', () => {
    for (const [name, path] of Object.entries(SHELL_PATHS)) expect(PATHS).toHaveProperty(name, path);
  });

  it('has unique paths', () => {
    const paths = Object.values(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ACTIVITY_DETAIL_ALIASES).size).toBe(14);
    expect(new Set(CAMPAIGN_PAGES).size).toBe(CAMPAIGN_PAGES.length);
  });

  it('keeps the aliases and campaign pages apart from the named routes', () => {
    const all = [...Object.values(PATHS), ...ACTIVITY_DETAIL_ALIASES, ...CAMPAIGN_PAGES.map((page) => `/${page}`)];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('query strings', () => {
  it('leaves / : @ , readable and escapes what would split the query', () => {
    expect(buildQuery([['a', '/x:y@z,w'], ['b', '&=?# +']])).toBe('a=/x:y@z,w&b=%26%3D%3F%23%20%2B');
  });

  it('escapes percent signs, quotes of every kind and non-ASCII text as UTF-8', () => {
    expect(encodeQueryValue('100%')).toBe('100%25');
    expect(encodeQueryValue('"<>`')).toBe('%22%3C%3E%60');
    expect(encodeQueryValue('Lê Văn')).toBe('L%C3%AA%20V%C4%83n');
    expect(encodeQueryValue('')).toBe('');
  });

  it('adds the query in key order, leaving out null and undefined values', () => {
    expect(withQuery('/message', { type: 2 })).toBe('/message?type=2');
    expect(withQuery('/x', { b: 'two', a: 1, c: true, d: false })).toBe('/x?b=two&a=1&c=true&d=false');
    expect(withQuery('/x', { a: null, b: undefined, c: '' })).toBe('/x?c=');
  });

  it('gives the path alone when no value is left', () => {
    expect(withQuery('/message', {})).toBe('/message');
    expect(withQuery('/message', { type: undefined })).toBe('/message');
  });

  it('adds a query to a named route', () => {
    expect(routeWithQuery('helpSub', { id: 3 })).toBe('/helpsub?id=3');
    expect(routeWithQuery('serviceDetail', { id: 12 })).toBe('/service-detail?id=12');
    expect(routeWithQuery('messageDetail', { id: 'L-1' })).toBe('/message/detail?id=L-1');
    expect(routeWithQuery('cellIphone', { redirect: '/addBankcard' })).toBe('/cellIphone?redirect=/addBankcard');
    expect(routeWithQuery('message', {})).toBe('/message');
  });
});

/** Paths the app can be at: a web path, maybe a query and a fragment. */
const inAppPaths = fc
  .tuple(fc.webPath(), fc.option(fc.webQueryParameters(), { nil: undefined }), fc.option(fc.webFragments(), { nil: undefined }))
  .map(([path, query, fragment]) => `/${path.replace(/^\/+/, '')}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`);

/** Any text after a slash, in any script: what a query value may carry once the browser has decoded it. */
const anyText = fc.string({ unit: 'grapheme' });

function queryOf(href: string): URLSearchParams {
  const url = new URL(href, 'http://app.test');
  expect(url.pathname).toBe('/login');
  expect(url.hash).toBe('');
  return url.searchParams;
}

describe('loginHref', () => {
  it('sends the target as redirect and where the player came from as from', () => {
    expect(loginHref('/deposit', '/sports')).toBe('/login?redirect=/deposit&from=/sports');
    expect(loginHref('/service-customer', '/service')).toBe('/login?redirect=/service-customer&from=/service');
    expect(loginHref('/feedback', '/feedback')).toBe('/login?redirect=/feedback&from=/feedback');
    expect(loginHref('/vip', '/')).toBe('/login?redirect=/vip&from=/');
  });

  it('leaves from out when it is not given', () => {
    expect(loginHref('/user-center')).toBe('/login?redirect=/user-center');
    expect(loginHref('/editNickname', undefined)).toBe('/login?redirect=/editNickname');
  });

  it('keeps an empty from, which is a value', () => {
    expect(loginHref('/vip', '')).toBe('/login?redirect=/vip&from=');
  });

  it('escapes the target query and fragment so the target stays one parameter', () => {
    expect(loginHref('/deposit?orderNo=DP1&x=a b', '/')).toBe('/login?redirect=/deposit%3ForderNo%3DDP1%26x%3Da%20b&from=/');
    expect(loginHref('/sports#live')).toBe('/login?redirect=/sports%23live');
    expect(loginHref('/search?q=1+1')).toBe('/login?redirect=/search%3Fq%3D1%2B1');
    expect(loginHref('/service-customer?line=Zalo VIP', '/service')).toBe(
      '/login?redirect=/service-customer%3Fline%3DZalo%20VIP&from=/service',
    );
  });

  it('encodes non-ASCII targets as UTF-8', () => {
    expect(loginHref('/message?title=Khuyến mãi')).toBe('/login?redirect=/message%3Ftitle%3DKhuy%E1%BA%BFn%20m%C3%A3i');
  });

  it('round-trips any in-app path through URLSearchParams, with and without from', () => {
    fc.assert(
      fc.property(inAppPaths, fc.option(inAppPaths, { nil: undefined }), (redirect, from) => {
        const params = queryOf(loginHref(redirect, from));
        expect(params.get('redirect')).toBe(redirect);
        expect(params.get('from')).toBe(from ?? null);
        expect([...params.keys()]).toEqual(from === undefined ? ['redirect'] : ['redirect', 'from']);
      }),
    );
  });

  it('round-trips any text after a slash, in any script', () => {
    fc.assert(
      fc.property(anyText, anyText, (target, from) => {
        const params = queryOf(loginHref(`/${target}`, `/${from}`));
        expect(params.get('redirect')).toBe(`/${target}`);
        expect(params.get('from')).toBe(`/${from}`);
        expect([...params.keys()]).toEqual(['redirect', 'from']);
      }),
    );
  });

  it('is read back by redirectAfterLogin for any in-app path', () => {
    fc.assert(
      fc.property(inAppPaths, (redirect) => {
        expect(redirectAfterLogin(new URL(loginHref(redirect), 'http://app.test').search)).toBe(redirect);
      }),
    );
  });
});

describe('redirectAfterLogin', () => {
  it('gives the redirect when it is a path inside the app', () => {
    expect(redirectAfterLogin('?redirect=/deposit&from=/sports')).toBe('/deposit');
    expect(redirectAfterLogin('?redirect=%2Fsports&from=%2F')).toBe('/sports');
  });

  it('goes home without a redirect or with one that leaves the app', () => {
    expect(redirectAfterLogin('')).toBe('/');
    expect(redirectAfterLogin('?from=/sports')).toBe('/');
    expect(redirectAfterLogin('?redirect=https://evil.example')).toBe('/');
    expect(redirectAfterLogin('?redirect=//evil.example')).toBe('/');
    expect(redirectAfterLogin(`?redirect=${encodeURIComponent('/\\evil.example/x')}`)).toBe('/');
  });
});
