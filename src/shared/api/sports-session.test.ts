import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/shared/session/token-store';
import { settleErrorReports } from './error-report';
import { getSportsSession, invalidateSportsSession, SPORTS_BASE_URL_KEY, SPORTS_TOKEN_KEY } from './sports-session';
import { answer } from './test-helpers';

const TOKEN_PATH = '/api/game/bet/cSports/token';
const issued = (token: string, apiServerAddress = 'https://fb.lotus.test/') => ({
  code: 200,
  msg: 'ok',
  data: { token, apiServerAddress },
});

afterEach(() => settleErrorReports());

describe('sports session', () => {
  it('guests get an empty token and the guest address without any request', async () => {
    const tokenCalls = answer('post', TOKEN_PATH, issued('never'));
    await expect(getSportsSession()).resolves.toEqual({ token: '', baseUrl: window.location.origin, guest: true });
    expect(tokenCalls).toHaveLength(0);
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBeNull();
  });

  it('members get the token from the member sports token call, with the main token, and keep it', async () => {
    setToken('member-token');
    const tokenCalls = answer('post', TOKEN_PATH, issued('fb-1'));

    await expect(getSportsSession()).resolves.toEqual({ token: 'fb-1', baseUrl: 'https://fb.lotus.test', guest: false });
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.headers.get('Authorization')).toBe('member-token');
    expect(localStorage.getItem(SPORTS_BASE_URL_KEY)).toBe('https://fb.lotus.test');
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBe('fb-1');

    await getSportsSession();
    expect(tokenCalls).toHaveLength(1);
  });

  it('uses a stored provider config without asking for a token', async () => {
    setToken('member-token');
    localStorage.setItem(SPORTS_BASE_URL_KEY, 'https://stored.lotus.test');
    localStorage.setItem(SPORTS_TOKEN_KEY, 'fb-stored');
    const tokenCalls = answer('post', TOKEN_PATH, issued('fb-new'));
    await expect(getSportsSession()).resolves.toEqual({ token: 'fb-stored', baseUrl: 'https://stored.lotus.test', guest: false });
    expect(tokenCalls).toHaveLength(0);
  });

  it('concurrent callers share one token request', async () => {
    setToken('member-token');
    const tokenCalls = answer('post', TOKEN_PATH, issued('fb-1'));
    const sessions = await Promise.all([getSportsSession(), getSportsSession(), getSportsSession()]);
    expect(new Set(sessions.map((session) => session.token))).toEqual(new Set(['fb-1']));
    expect(tokenCalls).toHaveLength(1);
  });

  it('invalidation forgets the stored config and the next call fetches a new token', async () => {
    setToken('member-token');
    const tokenCalls = answer('post', TOKEN_PATH, (call) => HttpResponse.json(issued(`fb-${call}`)));
    await getSportsSession();
    invalidateSportsSession();
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBeNull();
    await expect(getSportsSession()).resolves.toMatchObject({ token: 'fb-2' });
    expect(tokenCalls).toHaveLength(2);
  });

  it('a change of the main token invalidates the provider session', async () => {
    setToken('member-token');
    answer('post', TOKEN_PATH, issued('fb-1'));
    await getSportsSession();
    setToken('another-member');
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SPORTS_BASE_URL_KEY)).toBeNull();
  });

  it('rejects when the token response has no token or address', async () => {
    setToken('member-token');
    answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: null });
    await expect(getSportsSession()).rejects.toThrow(/no token or server address/);
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBeNull();
  });

  it('a failing token call rejects with the main API error', async () => {
    setToken('member-token');
    answer('post', TOKEN_PATH, { code: 1004000001, msg: 'sports closed', data: null });
    answer('post', '/healthycheck/upLoadLog/uploadLogOperate', { code: 200, msg: '', data: null });
    await expect(getSportsSession()).rejects.toMatchObject({ name: 'ApiError', code: 1004000001 });
  });
});
