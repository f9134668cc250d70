import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullPath, hasLock, loginRedirectPath, mayEnterAuthRoute, stayPath } from './rules';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('step 2: the login redirect', () => {
  it('sends the target full path as redirect and the previous path as from', () => {
    expect(loginRedirectPath(at('/deposit'), at('/sports'))).toBe('/login?redirect=/deposit&from=/sports');
  });

  it('keeps the target query, escaped so it stays one parameter', () => {
    const path = loginRedirectPath(at('/deposit', '?orderNo=DP1&x=a b'), at('/'));
    expect(path).toBe('/login?redirect=/deposit%3ForderNo%3DDP1%26x%3Da%20b&from=/');
    const params = new URL(path, 'http://x').searchParams;
    expect(params.get('redirect')).toBe('/deposit?orderNo=DP1&x=a b');
    expect(params.get('from')).toBe('/');
  });

  it('uses / as from on the first page of the visit, and only the previous path (no query)', () => {
    expect(loginRedirectPath(at('/vip'), null)).toBe('/login?redirect=/vip&from=/');
    expect(loginRedirectPath(at('/vip'), at('/sports', '?tab=2'))).toBe('/login?redirect=/vip&from=/sports');
  });

  it('round-trips any target through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const target = at(`/${path}`, query ? `?${query}` : '');
        const params = new URL(loginRedirectPath(target, at('/from')), 'http://x').searchParams;
        expect(params.get('redirect')).toBe(fullPath(target));
        expect([...params.keys()]).toEqual(['redirect', 'from']);
      }),
    );
  });

  it('lets a player through with a stored token or a token in the URL query', () => {
    expect(mayEnterAuthRoute('tk', '')).toBe(true);
    expect(mayEnterAuthRoute(null, '?token=abc')).toBe(true);
    expect(mayEnterAuthRoute(null, '?token=')).toBe(false);
    expect(mayEnterAuthRoute(null, '?other=1')).toBe(false);
    expect(mayEnterAuthRoute(null, '')).toBe(false);
  });
});

describe('steps 4 and 5: locks', () => {
  it('finds the lock flag in the status list', () => {
    expect(hasLock(['2'], '2')).toBe(true);
    expect(hasLock(['1', '3'], '3')).toBe(true);
    expect(hasLock(['3'], '2')).toBe(false);
    expect(hasLock([], '2')).toBe(false);
    expect(hasLock(undefined, '2')).toBe(false);
    expect(hasLock(null, '3')).toBe(false);
  });

  it('stays where the player was, or goes home on the first page or from the blocked route itself', () => {
    expect(stayPath(at('/sports', '?a=1', '#x'), '/deposit')).toBe('/sports?a=1#x');
    expect(stayPath(null, '/deposit')).toBe('/');
    expect(stayPath(at('/deposit', '?orderNo=1'), '/deposit')).toBe('/');
  });
});
