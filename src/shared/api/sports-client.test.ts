import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/language';
import { setUserSettings } from '@/shared/settings/user-settings';
import { setToken } from '@/shared/session/token-store';
import { settleErrorReports } from './error-report';
import { SportsApiError } from './errors';
import { providerCurrencyId, sportsRequest } from './sports-client';
import { clearSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { SPORTS_BASE_URL_KEY, SPORTS_TOKEN_KEY } from './sports-session';
import { answer, captureEvents, captureReports, captureSportsMaintenance, jsonOf } from './test-helpers';

const TOKEN_PATH = '/api/game/bet/cSports/token';
const STATS = '/v1/match/statistical';
const ok = (tc = 0) => ({ code: 0, message: 'ok', data: { tc, sl: [] } });
const post = <T = unknown>(path: string, body?: unknown, options: { noNeedResponseMsg?: boolean } = {}) =>
  sportsRequest<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body), ...options });

function memberWithStoredProvider(token = 'fb-stored', baseUrl = 'https://fb.lotus.test') {
  setToken('member-token');
  localStorage.setItem(SPORTS_BASE_URL_KEY, baseUrl);
  localStorage.setItem(SPORTS_TOKEN_KEY, token);
}

beforeEach(() => clearSportsMaintenance());
afterEach(() => settleErrorReports());

describe('sports client requests', () => {
  it('adds oddsChange, currencyId and languageType to the body; the caller keeps its own fields', async () => {
    const calls = answer('post', STATS, ok());
    await post(STATS, { matchId: 7, oddsType: 1 });
    expect(jsonOf(calls[0])).toEqual({ matchId: 7, oddsType: 1, oddsChange: 1, currencyId: 1000, languageType: 'VIE' });
  });

  it('adds the fields to an empty body too, following the settings and the language', async () => {
    setUserSettings({ oddsChange: 2 });
    setLanguage('zh-cn');
    const calls = answer('post', STATS, ok());
    await sportsRequest('/v1/match/statistical', { method: 'POST' });
    expect(jsonOf(calls[0])).toEqual({ oddsChange: 2, currencyId: 1000, languageType: 'CMN' });
    setLanguage('en');
    await sportsRequest('/v1/match/statistical', { method: 'POST', body: JSON.stringify({ languageType: 'VIE' }) });
    expect(jsonOf(calls[1])).toMatchObject({ languageType: 'VIE' });
    setLanguage('th');
    await post('/v1/match/statistical', {});
    expect(jsonOf(calls[2])).toMatchObject({ languageType: 'ENG' });
  });

  it('maps site regions to provider currency ids', () => {
    expect([providerCurrencyId('cn'), providerCurrencyId('vietnam'), providerCurrencyId('en'), providerCurrencyId('jp')]).toEqual([
      1, 1000, 2, 200,
    ]);
  });

  it('members: base URL and Authorization come from the stored provider config', async () => {
    memberWithStoredProvider();
    const tokenCalls = answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: { token: 'x', apiServerAddress: 'https://x' } });
    const calls = answer('post', STATS, ok());
    await expect(post(STATS, { matchId: 1 })).resolves.toEqual(ok());
    expect(calls[0]?.url.href).toBe('https://fb.lotus.test/v1/match/statistical');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Authorization')).toBe('fb-stored');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(tokenCalls).toHaveLength(0);
  });

  it('members without a stored config ask for a token first', async () => {
    setToken('member-token');
    const tokenCalls = answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: { token: 'fb-new', apiServerAddress: 'https://fb2.lotus.test' } });
    const calls = answer('post', STATS, ok());
    await post(STATS, { matchId: 1 });
    expect(tokenCalls).toHaveLength(1);
    expect(calls[0]?.url.origin).toBe('https://fb2.lotus.test');
    expect(calls[0]?.headers.get('Authorization')).toBe('fb-new');
  });

  it('guests call the guest address with an empty token and no token request', async () => {
    const tokenCalls = answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: null });
    const calls = answer('post', STATS, ok());
    await post(STATS, { matchId: 1 });
    expect(tokenCalls).toHaveLength(0);
    expect(calls[0]?.url.origin).toBe(window.location.origin);
    expect(calls[0]?.headers.get('Authorization')).toBe('');
  });
});

describe('sports client codes', () => {
  it('8: marks maintenance with the time range from the message and rejects without a toast', async () => {
    const maintenance = captureSportsMaintenance();
    const toasts = captureEvents('toast');
    answer('post', '/v1/match/statistical', { code: 8, message: 'Maintenance [1763866800000-1763870400000]', data: null });
    const error = await post('/v1/match/statistical', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SportsApiError);
    expect(error).toMatchObject({ code: 8 });
    expect(maintenance).toEqual([{ active: true, startMs: 1763866800000, endMs: 1763870400000 }]);
    expect(toasts).toEqual([]);
  });

  it('an answer of another call leaves the flag alone: only the statistical call clears it', async () => {
    const maintenance = captureSportsMaintenance();
    answer('post', '/v1/match/statistical', { code: 8, message: 'Maintenance', data: null });
    answer('post', '/v1/bulletin/listTop', { code: 0, data: [] });
    await expect(post('/v1/match/statistical', {})).rejects.toMatchObject({ code: 8 });
    await post('/v1/bulletin/listTop', {});
    expect(maintenance).toEqual([{ active: true }]);
  });

  it('any other answer of the statistical call clears the maintenance flag', async () => {
    const maintenance = captureSportsMaintenance();
    captureReports();
    answer('post', '/v1/match/statistical', (call) =>
      HttpResponse.json(call === 1 ? { code: 8, message: 'Maintenance', data: null } : { code: 5, message: 'bad', data: null }),
    );
    await expect(post('/v1/match/statistical', {})).rejects.toMatchObject({ code: 8 });
    await expect(post('/v1/match/statistical', {}, { noNeedResponseMsg: true })).rejects.toMatchObject({ code: 5 });
    expect(maintenance).toEqual([{ active: true }, { active: false }]);
  });

  it('14010: fetches a new token and retries once', async () => {
    memberWithStoredProvider('fb-old');
    const tokenCalls = answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: { token: 'fb-fresh', apiServerAddress: 'https://fb.lotus.test' } });
    const calls = answer('post', STATS, (call) =>
      HttpResponse.json(call === 1 ? { code: 14010, message: 'login expired', data: null } : ok(9)),
    );
    await expect(post(STATS, { matchId: 9 })).resolves.toEqual(ok(9));
    expect(tokenCalls).toHaveLength(1);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['fb-old', 'fb-fresh']);
    expect(localStorage.getItem(SPORTS_TOKEN_KEY)).toBe('fb-fresh');
  });

  it('14010 twice: gives up after one retry with a toast', async () => {
    memberWithStoredProvider('fb-old');
    const toasts = captureEvents('toast');
    const tokenCalls = answer('post', TOKEN_PATH, { code: 200, msg: 'ok', data: { token: 'fb-fresh', apiServerAddress: 'https://fb.lotus.test' } });
    const calls = answer('post', STATS, { code: 14010, message: 'login expired', data: null });
    await expect(post(STATS, { matchId: 9 })).rejects.toMatchObject({ code: 14010 });
    expect(calls).toHaveLength(2);
    expect(tokenCalls).toHaveLength(1);
    expect(toasts.map((toast) => toast.message)).toEqual(['login expired']);
  });

  it('other codes: a red centred toast with the message, suppressed by noNeedResponseMsg; no report', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', '/v1/order/bet/singlePass', { code: 9, message: 'Partner balance low', data: null });
    await expect(post('/v1/order/bet/singlePass', { singleBetList: [] })).rejects.toMatchObject({
      name: 'SportsApiError',
      code: 9,
      serverMessage: 'Partner balance low',
    });
    await expect(post('/v1/order/bet/singlePass', {}, { noNeedResponseMsg: true })).rejects.toMatchObject({ code: 9 });
    expect(toasts).toEqual([{ type: 'error', message: 'Partner balance low', durationMs: 4000, position: 'center' }]);
    expect(await reports.settled()).toEqual([]);
  });

  it('a body that cannot be built shows its error message', async () => {
    const toasts = captureEvents('toast');
    await expect(sportsRequest(STATS, { method: 'POST', body: '{broken' })).rejects.toMatchObject({ name: 'RequestConfigError' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.message).not.toBe('');
  });
});
