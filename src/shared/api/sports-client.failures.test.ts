import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { allowOffContractResponses } from '../../../tests/setup/guards';
import { settleErrorReports } from './error-report';
import { SportsRequestError } from './errors';
import { getMatchList } from './generated/sports/match/match';
import { classifySportsFailure, emptyMatchList, MATCH_LIST_TIMEOUT_MS, sportsRequest } from './sports-client';
import { clearSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { answer, captureEvents, captureReports, captureSportsMaintenance } from './test-helpers';

const LIST = '/v1/match/getList';
const STATS = '/v1/match/statistical';
const DETAIL = '/v1/match/getMatchDetail';
const query = { orderBy: 1, type: 1, sportId: 1, current: 1, size: 50 };
const post = (path: string, init: RequestInit & { timeoutMs?: number; noNeedResponseMsg?: boolean } = {}) =>
  sportsRequest(path, { method: 'POST', body: JSON.stringify(query), ...init });
const hang = (path: string) => server.use(http.post(`*${path}`, () => new Promise<never>(() => {})));

beforeEach(() => clearSportsMaintenance());
afterEach(async () => {
  vi.useRealTimers();
  await settleErrorReports();
});

describe('match list fallback', () => {
  it('gives up after 5000 ms and resolves an empty list, reported as a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reports = captureReports();
    hang(LIST);
    let result: unknown = 'pending';
    const call = post(LIST).then((value) => (result = value));

    expect(MATCH_LIST_TIMEOUT_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(result).toEqual(emptyMatchList());
    expect(emptyMatchList().data).toEqual({ records: [], total: 0, current: 1, size: 0, pageTotal: 0 });
    const [report] = await reports.settled();
    expect(report?.modelName).toBe('sports-api');
    expect(report?.rpsMsg).toMatch(/^timeout: /);
  });

  it('resolves an empty list when the request gets no answer', async () => {
    const reports = captureReports();
    answer('post', LIST, () => HttpResponse.error());
    await expect(post(LIST)).resolves.toEqual(emptyMatchList());
    expect((await reports.settled())[0]?.rpsMsg).toMatch(/^no-response: /);
  });

  it('resolves an empty list on a non-zero code, with a toast and a report', async () => {
    const toasts = captureEvents('toast');
    const reports = captureReports();
    answer('post', LIST, { code: 5, message: 'bad parameter', data: null });
    await expect(post(LIST)).resolves.toEqual(emptyMatchList());
    expect(toasts.map((toast) => toast.message)).toEqual(['bad parameter']);
    const [report] = await reports.settled();
    expect(JSON.parse(report!.rpsMsg!)).toMatchObject({ code: 5 });
    expect(JSON.parse(report!.reqMsg!)).toMatchObject({ method: 'POST', body: query });
  });

  it('resolves an empty list during maintenance without reporting it', async () => {
    const reports = captureReports();
    const maintenance = captureSportsMaintenance();
    answer('post', LIST, { code: 8, message: 'Maintenance [1763866800000-1763870400000]', data: null });
    await expect(post(LIST)).resolves.toEqual(emptyMatchList());
    expect(maintenance[0]).toMatchObject({ active: true });
    expect(await reports.settled()).toEqual([]);
  });

  it('resolves the answer on success, through the generated client, with the provider fields added', async () => {
    const page = { code: 0, message: 'ok', data: { records: [], total: 0, current: 1, size: 50, pageTotal: 0 } };
    const calls = answer('post', LIST, page);
    await expect(getMatchList({ size: 50, type: 1, sportId: 1, orderBy: 1 })).resolves.toEqual(page);
    expect(JSON.parse(calls[0]!.body)).toEqual({ size: 50, type: 1, sportId: 1, orderBy: 1, oddsChange: 1, currencyId: 1000, languageType: 'VIE' });
  });

  it('a cancellation by the caller still rejects', async () => {
    hang(LIST);
    const controller = new AbortController();
    const call = post(LIST, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('statistical and other calls', () => {
  it('statistical reports codes other than 0 and 8', async () => {
    const reports = captureReports();
    answer('post', STATS, (call) => HttpResponse.json({ code: call === 1 ? 6 : 8, message: 'x', data: null }));
    await expect(post(STATS, { noNeedResponseMsg: true })).rejects.toMatchObject({ code: 6 });
    await expect(post(STATS)).rejects.toMatchObject({ code: 8 });
    const bodies = await reports.settled();
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!.rpsMsg!)).toMatchObject({ code: 6 });
  });

  it('other calls do not time out unless asked to', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hang(DETAIL);
    const controller = new AbortController();
    let settled = false;
    const call = post(DETAIL, { signal: controller.signal }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('failure classification', () => {
  async function failureOf(init: RequestInit & { timeoutMs?: number } = {}) {
    const reports = captureReports();
    const error = await post(DETAIL, init).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SportsRequestError);
    const [report] = await reports.settled();
    expect(report?.rpsMsg?.startsWith(`${(error as SportsRequestError).kind}: `)).toBe(true);
    return (error as SportsRequestError).kind;
  }

  it('timeout: the deadline passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hang(DETAIL);
    const kind = failureOf({ timeoutMs: 300 });
    await vi.advanceTimersByTimeAsync(300);
    await expect(kind).resolves.toBe('timeout');
  });

  it('bad-response: HTTP error status, a body that is not JSON, JSON without a code', async () => {
    allowOffContractResponses();
    answer('post', DETAIL, () => new HttpResponse('oops', { status: 500 }));
    await expect(failureOf()).resolves.toBe('bad-response');
    answer('post', DETAIL, () => new HttpResponse('<html>', { status: 200 }));
    await expect(failureOf()).resolves.toBe('bad-response');
    answer('post', DETAIL, { data: 1 });
    await expect(failureOf()).resolves.toBe('bad-response');
  });

  it('no-response: the request never got an answer', async () => {
    answer('post', DETAIL, () => HttpResponse.error());
    await expect(failureOf()).resolves.toBe('no-response');
  });

  it('classifies raw errors', () => {
    expect(classifySportsFailure(new DOMException('late', 'TimeoutError'))).toBe('timeout');
    expect(classifySportsFailure(new SyntaxError('Unexpected token'))).toBe('bad-response');
    expect(classifySportsFailure(new TypeError('fetch failed'))).toBe('no-response');
    expect(classifySportsFailure(new RangeError('odd'))).toBe('unknown');
    expect(classifySportsFailure('weird')).toBe('unknown');
    expect(classifySportsFailure(new SportsRequestError('x', '/v1', 'timeout'))).toBe('timeout');
  });
});
