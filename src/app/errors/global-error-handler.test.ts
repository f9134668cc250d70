import { afterEach, describe, expect, it, vi } from 'vitest';
import type { buildErrorLog } from '@/shared/api/error-log';
import { ERROR_LOG_PATH, settleErrorReports, type ErrorReport } from '@/shared/api/error-report';
import { setToken, setUsername } from '@/shared/session/token-store';
import { answer } from '@/shared/api/test-helpers';
import { installGlobalErrorHandler, MAX_REPORTS_PER_PAGE, REPEAT_WINDOW_MS } from './global-error-handler';
import { sanitiseRoute } from './sanitise';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function raise(message: string, error?: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { message, error, filename: 'https://lotus.example/assets/app.js', lineno: 3, colno: 9 }));
}

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

describe('installGlobalErrorHandler', () => {
  it('reports a page error with the current route', () => {
    const reports: ErrorReport[] = [];
    uninstall = installGlobalErrorHandler(window, { currentRoute: () => '/sports?tab=1', report: (r) => reports.push(r) });
    raise('Boom', new TypeError('Boom'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ modelName: 'page-error', interfaceAddress: '/sports?tab=1' });
    expect(reports[0]?.rpsMsg).toContain('TypeError: Boom');
  });

  it('reports an unhandled rejection, and an error event without an error object by its message and place', () => {
    const reports: ErrorReport[] = [];
    uninstall = installGlobalErrorHandler(window, { currentRoute: () => '/', report: (r) => reports.push(r) });
    reject(new Error('lost promise'));
    raise('Script error.');
    expect(reports.map((r) => r.modelName)).toEqual(['unhandled-rejection', 'page-error']);
    expect(reports[0]?.rpsMsg).toContain('lost promise');
    expect(reports[1]?.rpsMsg).toBe('Script error. (https://lotus.example/assets/app.js:3:9)');
  });

  it('sends the same message once per minute and at most 20 per page life', () => {
    let now = 0;
    const report = vi.fn();
    uninstall = installGlobalErrorHandler(window, { currentRoute: () => '/', report, now: () => now });
    raise('same');
    raise('same');
    expect(report).toHaveBeenCalledTimes(1);
    now += REPEAT_WINDOW_MS;
    raise('same');
    expect(report).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 40; i += 1) raise(`error ${i}`);
    expect(report).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('stops listening when uninstalled', () => {
    const report = vi.fn();
    installGlobalErrorHandler(window, { currentRoute: () => '/', report })();
    raise('after');
    expect(report).not.toHaveBeenCalled();
  });

  it('posts no token or password to the log service, neither from the route nor from the message', async () => {
    setToken('tk_member_session');
    setUsername('lotus888');
    const calls = answer('post', ERROR_LOG_PATH, { code: 200, msg: '', data: null });
    uninstall = installGlobalErrorHandler(window, {
      currentRoute: () => sanitiseRoute('/deposit', '?token=tk_from_url&orderNo=DP1'),
    });
    reject(new Error('login failed for {"userName":"lotus888","password":"Lotus2026"} token=tk_member_session'));
    await settleErrorReports();
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body ?? '';
    expect(body).not.toContain('tk_from_url');
    expect(body).not.toContain('tk_member_session');
    expect(body).not.toContain('Lotus2026');
    const log = JSON.parse(body) as ReturnType<typeof buildErrorLog>;
    expect(log).toMatchObject({ interfaceAddress: '/deposit?orderNo=DP1', modelName: 'unhandled-rejection', userId: 'lotus888' });
    expect(log.rpsMsg).toContain('login failed');
  });
});
