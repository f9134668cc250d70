import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN } from '@/shared/lib/device-id';
import { setToken, setUsername } from '@/shared/session/token-store';
import { buildErrorLog } from './error-log';
import { ERROR_LOG_PATH, reportError } from './error-report';
import { setMainApiBaseUrl } from './main-client';
import { answer } from './test-helpers';

afterEach(() => setMainApiBaseUrl(null));

describe('buildErrorLog', () => {
  it('fills every ErrorLogRequest field', () => {
    setUsername('player01');
    const log = buildErrorLog({
      interfaceAddress: 'https://api.lotus.test/api/x',
      modelName: 'page_usernamelogin',
      request: { method: 'post', body: JSON.stringify({ userName: 'player01', password: 'pw' }) },
      response: { code: 1001, msg: 'no', data: { accessToken: 'leak' } },
      sendTime: new Date('2025-01-01T00:00:00Z'),
      receiveTime: new Date('2025-01-01T00:00:01Z'),
    });
    expect(log).toEqual({
      userId: 'player01',
      phoneInfo: expect.stringMatching(/ client=9 Linux$/) as unknown,
      modelName: 'page_usernamelogin',
      interfaceAddress: 'https://api.lotus.test/api/x',
      reqMsg: JSON.stringify({ method: 'POST', body: { userName: 'player01' } }),
      rpsMsg: JSON.stringify({ code: 1001, msg: 'no', data: {} }),
      sendTime: '2025-01-01T00:00:00.000Z',
      recieveTime: '2025-01-01T00:00:01.000Z',
    });
    expect(log.phoneInfo?.split(' ')[0]).toMatch(DEVICE_ID_PATTERN);
  });

  it('accepts ready-made reqMsg / rpsMsg text and still redacts it', () => {
    const log = buildErrorLog({ interfaceAddress: '/route', reqMsg: '{"token":"t","a":1}', rpsMsg: 'Render failed' });
    expect(log.reqMsg).toBe('{"a":1}');
    expect(log.rpsMsg).toBe('Render failed');
    expect(log.userId).toBe('');
    expect(log.modelName).toBe('main-api');
  });

  it('blanks secrets written into free text, whoever sends the report', () => {
    const log = buildErrorLog({
      interfaceAddress: '/x',
      reqMsg: 'retry of /login?password=Lotus2026&userName=a',
      response: 'failed: smsCode: 123456, Authorization: Bearer tk_abc.def',
    });
    expect(log.reqMsg).not.toMatch(/Lotus2026/);
    expect(log.rpsMsg).not.toMatch(/123456|tk_abc/);
    expect(log.reqMsg).toContain('userName=a');
  });

  it('clips very long messages', () => {
    const log = buildErrorLog({ interfaceAddress: '/x', response: 'y'.repeat(10_000) });
    expect(log.rpsMsg!.length).toBeLessThanOrEqual(4001);
  });
});

describe('reportError', () => {
  it('posts the report to the log service of the main API base URL with the common headers', async () => {
    setMainApiBaseUrl('https://api.lotus.test');
    setToken('member-token');
    const calls = answer('post', ERROR_LOG_PATH, { code: 200, msg: '', data: null });
    await reportError({ interfaceAddress: '/api/x', response: 'boom', request: { body: '{"smsCode":"1234"}' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.href).toBe(`https://api.lotus.test${ERROR_LOG_PATH}`);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('platform')).toBe('vietnam');
    expect(calls[0]?.headers.get('Authorization')).toBe('member-token');
    expect(calls[0]?.body).not.toContain('1234');
  });

  it('never rejects, whatever happens to the report', async () => {
    answer('post', ERROR_LOG_PATH, () => HttpResponse.error());
    await expect(reportError({ interfaceAddress: '/api/x' })).resolves.toBeUndefined();
    setMainApiBaseUrl('not a url');
    await expect(reportError({ interfaceAddress: '/api/x' })).resolves.toBeUndefined();
  });
});
