import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartPageLife } from '@/shared/lib/page-life';
import { resetSessionExpiry } from '@/shared/session/session-expiry';
import { getToken, setToken } from '@/shared/session/token-store';
import { settleErrorReports } from './error-report';
import { ApiError } from './errors';
import { getMember } from './generated/main/member/member';
import { mainRequest, SUCCESS_CODE } from './main-client';
import { answer, captureEvents, captureReports } from './test-helpers';

const post = (path: string, body?: unknown, options: { noNeedResponseMsg?: boolean; silent?: boolean } = {}) =>
  mainRequest<{ code: number; msg: string; data: unknown }>(path, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    ...options,
  });

beforeEach(() => {
  resetSessionExpiry();
  restartPageLife();
});

afterEach(async () => {
  await settleErrorReports();
  vi.useRealTimers();
});

describe('main client result codes', () => {
  it('resolves the whole envelope on the success code', async () => {
    expect(SUCCESS_CODE).toBe(200);
    const envelope = { code: 200, msg: 'ok', data: { memberWallet: { balance: 12.5, currency: 'VND' } } };
    answer('post', '/api/fund/wallet/member/local', envelope);
    await expect(post('/api/fund/wallet/member/local')).resolves.toEqual(envelope);
  });

  it('accepts a numeric string code', async () => {
    answer('post', '/api/test/string-code', { code: '200', msg: 'ok', data: 1 });
    await expect(post('/api/test/string-code')).resolves.toMatchObject({ code: 200, data: 1 });
  });

  it('1009000037: shows the message for 4000 ms and still resolves the response', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    const envelope = { code: 1009000037, msg: 'Please check your order', data: { orderNo: 'A1' } };
    answer('post', '/api/test/warning', envelope);

    await expect(post('/api/test/warning')).resolves.toEqual(envelope);
    expect(toasts).toEqual([{ type: 'error', message: 'Please check your order', durationMs: 4000, position: 'center' }]);
    expect(await reports.settled()).toEqual([]);
  });

  it('1006000117: rejects without a toast or a report', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', '/api/test/silent-code', { code: 1006000117, msg: 'quiet', data: null });

    const error = await post('/api/test/silent-code').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1006000117, msg: 'quiet', url: '/api/test/silent-code' });
    expect(toasts).toEqual([]);
    expect(await reports.settled()).toEqual([]);
  });

  it('any other code: red centred toast for 4000 ms, an error report without secrets, and a rejection', async () => {
    setToken('member-token');
    const toasts = captureEvents('toast');
    const reports = captureReports();
    const envelope = { code: 1001000001, msg: 'Wrong password', data: null };
    answer('post', '/api/user/auth/account-login/v2', envelope);

    const body = { userName: 'player01', password: 'secret-pass', validate: { token: 'captcha-token', x: 1 } };
    const error = await post('/api/user/auth/account-login/v2', body).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1001000001, msg: 'Wrong password', url: '/api/user/auth/account-login/v2' });
    expect(toasts).toEqual([{ type: 'error', message: 'Wrong password', durationMs: 4000, position: 'center' }]);
    const [report] = await reports.settled();
    expect(report).toMatchObject({
      interfaceAddress: `${window.location.origin}/api/user/auth/account-login/v2`,
      modelName: 'main-api',
    });
    expect(JSON.parse(report!.reqMsg!)).toEqual({ method: 'POST', body: { userName: 'player01', validate: { x: 1 } } });
    expect(JSON.parse(report!.rpsMsg!)).toEqual(envelope);
    expect(report!.reqMsg).not.toMatch(/secret-pass|captcha-token|password/);
    expect(Date.parse(report!.sendTime)).not.toBeNaN();
    expect(Date.parse(report!.recieveTime!)).toBeGreaterThanOrEqual(Date.parse(report!.sendTime));
  });

  it('noNeedResponseMsg suppresses the toast but still reports', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', '/api/test/quiet', { code: 500123, msg: 'nope', data: null });
    await expect(post('/api/test/quiet', {}, { noNeedResponseMsg: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
    expect(await reports.settled()).toHaveLength(1);
  });

  it('the silent calls show no toast by default, unless the caller turns silent off', async () => {
    const toasts = captureEvents('toast');
    captureReports();
    answer('get', '/api/member/get', { code: 500123, msg: 'profile failed', data: null });
    answer('post', '/api/game/fund/collect', { code: 500123, msg: 'collect failed', data: null });
    await expect(getMember()).rejects.toBeInstanceOf(ApiError);
    await expect(post('/api/game/fund/collect')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
    await expect(getMember({ silent: false })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.map((toast) => toast.message)).toEqual(['profile failed']);
  });

  it('shows the code when a failure has no message', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', '/api/test/no-msg', { code: 777, data: null });
    await expect(post('/api/test/no-msg')).rejects.toMatchObject({ code: 777, msg: '' });
    expect(toasts[0]?.message).toBe('777');
    expect(await reports.settled()).toHaveLength(1);
  });
});

describe('main client session expiry (10009 / 10018)', () => {
  it('early in the page life: clears the session at once, emits immediate expiry and logout, rejects', async () => {
    setToken('member-token');
    const expired = captureEvents('session-expired');
    const logouts = captureEvents('logout');
    const toasts = captureEvents('toast');
    answer('post', '/api/test/expired', { code: 10009, msg: 'expired', data: null });

    await expect(post('/api/test/expired')).rejects.toMatchObject({ code: 10009 });
    expect(getToken()).toBeNull();
    expect(expired).toEqual([{ code: 10009, immediate: true, messageKey: 'common.loginExpired' }]);
    expect(logouts).toEqual([{ reason: 'expired' }]);
    expect(toasts).toEqual([]);
  });

  it('handles only the first expiry of a page life', async () => {
    setToken('member-token');
    const expired = captureEvents('session-expired');
    answer('post', '/api/test/expired', { code: 10009, msg: 'expired', data: null });
    answer('post', '/api/test/repeat', { code: 10018, msg: 'repeat', data: null });

    await expect(post('/api/test/expired')).rejects.toMatchObject({ code: 10009 });
    await expect(post('/api/test/repeat')).rejects.toMatchObject({ code: 10018 });
    await expect(post('/api/test/expired')).rejects.toMatchObject({ code: 10009 });
    expect(expired).toHaveLength(1);
  });

  it.each([
    [10009, 'common.loginExpired'],
    [10018, 'common.loginExpired2'],
  ] as const)('after 10 s: %i asks for the confirm dialog with %s and keeps the token until then', async (code, key) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    restartPageLife();
    vi.setSystemTime(Date.now() + 10_000);
    setToken('member-token');
    const expired = captureEvents('session-expired');
    const logouts = captureEvents('logout');
    answer('post', '/api/test/late', { code, msg: 'bye', data: null });

    await expect(post('/api/test/late')).rejects.toMatchObject({ code });
    expect(expired).toEqual([{ code, immediate: false, messageKey: key }]);
    expect(logouts).toEqual([]);
    expect(getToken()).toBe('member-token');
  });

  it('at 9999 ms the page is still young', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    restartPageLife();
    vi.setSystemTime(Date.now() + 9_999);
    const expired = captureEvents('session-expired');
    answer('post', '/api/test/young', { code: 10018, msg: 'repeat', data: null });
    await expect(post('/api/test/young')).rejects.toMatchObject({ code: 10018 });
    expect(expired).toEqual([{ code: 10018, immediate: true, messageKey: 'common.loginExpired2' }]);
  });
});
