import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { settleErrorReports } from './error-report';
import { NetworkError, RequestConfigError } from './errors';
import { uploadErrorLog } from './generated/main/log/log';
import { mainRequest } from './main-client';
import { answer, captureEvents, captureReports } from './test-helpers';

afterEach(() => settleErrorReports());

const post = (path: string, init: RequestInit & { baseUrl?: string; silent?: boolean } = {}) =>
  mainRequest(path, { method: 'POST', ...init });

describe('main client network errors', () => {
  it('a request that gets no answer is reported and rejected with NetworkError, without a toast', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', '/api/test/down', () => HttpResponse.error());

    const error = await post('/api/test/down', { body: JSON.stringify({ withdrawPwd: '123456', amount: 5 }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ failure: 'no-response' });
    expect(toasts).toEqual([]);
    const [report] = await reports.settled();
    expect(report?.interfaceAddress).toBe(`${window.location.origin}/api/test/down`);
    expect(report?.rpsMsg).toMatch(/No response/);
    expect(JSON.parse(report!.reqMsg!)).toEqual({ method: 'POST', body: { amount: 5 } });
  });

  it('an HTTP status other than 2xx is a NetworkError carrying the status', async () => {
    const reports = captureReports();
    answer('post', '/api/test/status', () => new HttpResponse('gateway down', { status: 502 }));
    await expect(post('/api/test/status')).rejects.toMatchObject({ name: 'NetworkError', failure: 'bad-status', status: 502 });
    expect((await reports.settled())[0]?.rpsMsg).toBe('gateway down');
  });

  it('a body that is not JSON is a NetworkError', async () => {
    const reports = captureReports();
    answer('post', '/api/test/html', () => new HttpResponse('<html>index</html>', { status: 200 }));
    await expect(post('/api/test/html')).rejects.toMatchObject({ name: 'NetworkError', failure: 'bad-body' });
    expect(await reports.settled()).toHaveLength(1);
  });

  it('JSON without a result code is a NetworkError', async () => {
    const reports = captureReports();
    answer('post', '/api/test/no-code', { data: [] });
    await expect(post('/api/test/no-code')).rejects.toMatchObject({ name: 'NetworkError', failure: 'bad-body' });
    expect(await reports.settled()).toHaveLength(1);
  });

  it('a failing error report is not reported again', async () => {
    const reports = captureReports(() => HttpResponse.error());
    answer('post', '/api/test/down-again', () => HttpResponse.error());
    await expect(post('/api/test/down-again')).rejects.toBeInstanceOf(NetworkError);
    expect(await reports.settled()).toHaveLength(1);
  });

  it('the generated error-log call does not report its own failure', async () => {
    const reports = captureReports(() => HttpResponse.json({ code: 500, msg: 'log store full', data: null }));
    await expect(
      uploadErrorLog({ interfaceAddress: '/x', sendTime: new Date().toISOString() }, { noNeedResponseMsg: true }),
    ).rejects.toMatchObject({ code: 500 });
    expect(await reports.settled()).toHaveLength(1);
  });

  it('a cancelled request rejects with the abort and is not reported', async () => {
    const reports = captureReports();
    server.use(http.post('*/api/test/slow', () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = post('/api/test/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(await reports.settled()).toEqual([]);
  });
});

describe('main client request configuration errors', () => {
  it('an invalid base URL shows the error message and rejects before sending', async () => {
    const toasts = captureEvents('toast');
    const error = await post('/api/test/x', { baseUrl: 'not a url' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestConfigError);
    expect(toasts).toEqual([{ type: 'error', message: (error as Error).message, durationMs: 4000, position: 'center' }]);
    expect((error as Error).message).not.toBe('');
  });

  it('a GET with a body is a configuration error', async () => {
    const toasts = captureEvents('toast');
    await expect(mainRequest('/api/test/x', { method: 'GET', body: '{}' })).rejects.toBeInstanceOf(RequestConfigError);
    expect(toasts).toHaveLength(1);
  });

  it('a silent call shows no configuration toast', async () => {
    const toasts = captureEvents('toast');
    await expect(post('/api/test/x', { baseUrl: 'not a url', silent: true })).rejects.toBeInstanceOf(RequestConfigError);
    expect(toasts).toEqual([]);
  });
});
