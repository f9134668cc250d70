import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, type AppLanguage } from '@/shared/i18n/language';
import { DEVICE_ID_PATTERN } from '@/shared/lib/device-id';
import { setToken, setUsername } from '@/shared/session/token-store';
import { getMember } from './generated/main/member/member';
import { mainRequest, setMainApiBaseUrl } from './main-client';
import { answer } from './test-helpers';

const OK = { code: 200, msg: 'ok', data: null };
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

afterEach(() => setMainApiBaseUrl(null));

describe('main client headers', () => {
  it('sends every common header on a call made through the generated client', async () => {
    setToken('member-token');
    setUsername('player01');
    setLanguage('vi');
    const calls = answer('get', '/api/member/get', OK);

    await getMember();

    const headers = calls[0]!.headers;
    expect(headers.get('Authorization')).toBe('member-token');
    expect(headers.get('Username')).toBe('player01');
    expect(headers.get('Language')).toBe('vi-VI');
    expect(headers.get('Accept-Language')).toBe('vi-VI');
    expect(headers.get('client')).toBe('9');
    expect(headers.get('deviceNo')).toMatch(DEVICE_ID_PATTERN);
    expect(headers.get('clientModel')).toBe('Linux');
    expect(headers.get('appVersion')).toBe('1.0.0');
    expect(headers.get('platform')).toBe('vietnam');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it.each<[AppLanguage, string]>([
    ['zh-cn', 'zh-CN'],
    ['vi', 'vi-VI'],
    ['en', 'en-US'],
    ['th', 'en-US'],
  ])('maps the %s interface language to %s', async (language, code) => {
    setLanguage(language);
    const calls = answer('post', '/api/test/language', OK);
    await mainRequest('/api/test/language', { method: 'POST' });
    expect(calls[0]!.headers.get('Language')).toBe(code);
    expect(calls[0]!.headers.get('Accept-Language')).toBe(code);
  });

  it('sends empty Authorization and Username for a guest', async () => {
    const calls = answer('post', '/api/test/guest', OK);
    await mainRequest('/api/test/guest', { method: 'POST' });
    expect(calls[0]!.headers.get('Authorization')).toBe('');
    expect(calls[0]!.headers.get('Username')).toBe('');
  });

  it('keeps the same device id from call to call', async () => {
    const calls = answer('post', '/api/test/device', OK);
    await mainRequest('/api/test/device', { method: 'POST' });
    await mainRequest('/api/test/device', { method: 'POST' });
    expect(calls[0]!.headers.get('deviceNo')).toBe(calls[1]!.headers.get('deviceNo'));
    expect(localStorage.getItem('deviceId')).toBe(calls[0]!.headers.get('deviceNo'));
  });

  it('reports the Android client code and model from the user agent', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    const calls = answer('post', '/api/test/android', OK);
    await mainRequest('/api/test/android', { method: 'POST' });
    expect(calls[0]!.headers.get('client')).toBe('7');
    expect(calls[0]!.headers.get('clientModel')).toBe('SM-S918B');
  });

  it('uses the token from a JSON body as Authorization', async () => {
    setToken('stored-token');
    const calls = answer('post', '/api/test/body-token', OK);
    await mainRequest('/api/test/body-token', { method: 'POST', body: JSON.stringify({ token: 'body-token', a: 1 }) });
    expect(calls[0]!.headers.get('Authorization')).toBe('body-token');
  });

  it('keeps the stored token for the device-get call even when its body has a token', async () => {
    setToken('stored-token');
    const calls = answer('post', '/api/user/device/get', OK);
    await mainRequest('/api/user/device/get', { method: 'POST', body: JSON.stringify({ token: 'body-token' }) });
    expect(calls[0]!.headers.get('Authorization')).toBe('stored-token');
  });

  it('ignores an empty body token and non-JSON bodies', async () => {
    setToken('stored-token');
    const calls = answer('post', '/api/test/no-body-token', OK);
    await mainRequest('/api/test/no-body-token', { method: 'POST', body: JSON.stringify({ token: '' }) });
    await mainRequest('/api/test/no-body-token', { method: 'POST', body: 'token=x' });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['stored-token', 'stored-token']);
  });

  it('lets the browser set a multipart Content-Type for form data', async () => {
    const calls = answer('post', '/api/file/fund/image/upload', OK);
    const form = new FormData();
    form.append('file', new Blob(['png']), 'receipt.png');
    await mainRequest('/api/file/fund/image/upload', { method: 'POST', body: form });
    expect(calls[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]!.body).toContain('name="file"');
  });

  it('keeps a Content-Type the caller set', async () => {
    const calls = answer('post', '/api/test/content-type', OK);
    await mainRequest('/api/test/content-type', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(calls[0]!.headers.get('Content-Type')).toBe('text/plain');
  });
});

describe('main client base URL', () => {
  it('defaults to the page origin', async () => {
    const calls = answer('post', '/api/test/origin', OK);
    await mainRequest('/api/test/origin', { method: 'POST' });
    expect(calls[0]!.url.origin).toBe(window.location.origin);
  });

  it('uses the configured base URL, and a per-call base URL over it', async () => {
    setMainApiBaseUrl('https://api.lotus.test/');
    const calls = answer('post', '/api/test/base', OK);
    await mainRequest('/api/test/base', { method: 'POST' });
    await mainRequest('/api/test/base', { method: 'POST', baseUrl: 'https://other.lotus.test' });
    expect(calls.map((call) => call.url.href)).toEqual([
      'https://api.lotus.test/api/test/base',
      'https://other.lotus.test/api/test/base',
    ]);
  });

  it('keeps the query string', async () => {
    const calls = answer('get', '/api/test/query', OK);
    await mainRequest('/api/test/query?currency=VND&x=1', { method: 'GET' });
    expect(calls[0]!.url.search).toBe('?currency=VND&x=1');
  });
});
