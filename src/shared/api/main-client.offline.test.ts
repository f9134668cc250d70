import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleErrorReports } from './error-report';
import { NetworkError } from './errors';
import { mainRequest } from './main-client';
import { sportsRequest } from './sports-client';
import { answer, captureEvents } from './test-helpers';

afterEach(() => settleErrorReports());

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('calls while offline', () => {
  it('a money call is refused before it is sent, with the offline event the shell turns into a message', async () => {
    offline();
    const refused = captureEvents('offline-refused');
    let sent = 0;
    answer('post', '/api/fund/deposit/order', () => {
      sent += 1;
      return HttpResponse.json({ code: 200, data: null });
    });
    const error = await mainRequest('/api/fund/deposit/order', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ failure: 'offline' });
    expect(refused).toEqual([{ url: `${window.location.origin}/api/fund/deposit/order` }]);
    await expect(sportsRequest('/v1/order/bet/singlePass', { body: '{}' })).rejects.toMatchObject({ kind: 'no-response' });
    expect(refused).toHaveLength(2);
    expect(sent).toBe(0);
  });

  it('other calls still go out (they fail on their own and show their retry)', async () => {
    offline();
    answer('get', '/api/test/read', () => HttpResponse.json({ code: 200, data: 1 }));
    await expect(mainRequest('/api/test/read')).resolves.toMatchObject({ data: 1 });
  });
});
