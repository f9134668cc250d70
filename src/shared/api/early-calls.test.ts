import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startEarlyCall } from './early-calls';
import { mainRequest } from './main-client';
import { getMainApiBaseUrl, joinUrl, mainApiHeaders } from './main-headers';
import { answer } from './test-helpers';

afterEach(() => {
  window.__lotusEarlyCalls = undefined;
});

const PATH = '/api/test/first-screen';
const headersFor = (path: string) => ({ ...mainApiHeaders(path), 'Content-Type': 'application/json' });

describe('calls started with the page', () => {
  it('the client takes the answer of a call started exactly as it would send it, and sends nothing again', async () => {
    let sent = 0;
    answer('get', PATH, () => {
      sent += 1;
      return HttpResponse.json({ code: 200, data: sent });
    });
    void startEarlyCall('GET', joinUrl(getMainApiBaseUrl(), PATH), headersFor(PATH));
    await expect(mainRequest(PATH)).resolves.toMatchObject({ data: 1 });
    expect(sent).toBe(1);
    expect(window.__lotusEarlyCalls).toEqual([]);
    await expect(mainRequest(PATH)).resolves.toMatchObject({ data: 2 });
  });

  it('a call started with other headers (another language, a token since) is not taken', async () => {
    let sent = 0;
    answer('get', PATH, () => {
      sent += 1;
      return HttpResponse.json({ code: 200, data: sent });
    });
    void startEarlyCall('GET', joinUrl(getMainApiBaseUrl(), PATH), { ...headersFor(PATH), Language: 'zh-CN' });
    await expect(mainRequest(PATH)).resolves.toMatchObject({ data: 2 });
    expect(window.__lotusEarlyCalls).toHaveLength(1);
  });
});
