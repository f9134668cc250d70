import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '@/shared/api/error-report';
import { installLazyGlobalErrorHandler } from './lazy-global-error-handler';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function raise(message: string) {
  window.dispatchEvent(new ErrorEvent('error', { message }));
}

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

describe('installLazyGlobalErrorHandler', () => {
  it('reports a failure raised before the reporter is loaded, with the route it happened on', async () => {
    const reports: ErrorReport[] = [];
    let route = '/sports';
    uninstall = installLazyGlobalErrorHandler(window, { currentRoute: () => route, report: (r) => reports.push(r) });
    raise('early boom');
    route = '/activity';
    expect(reports).toHaveLength(0);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ modelName: 'page-error', interfaceAddress: '/sports' });
    expect(reports[0]?.rpsMsg).toContain('early boom');
  });

  it('keeps the order of noted failures and reports later ones at once, under the same repeat rule', async () => {
    const reports: ErrorReport[] = [];
    uninstall = installLazyGlobalErrorHandler(window, { currentRoute: () => '/', report: (r) => reports.push(r) });
    reject(new Error('first'));
    raise('second');
    raise('second');
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    raise('third');
    raise('second');
    expect(reports.map((r) => r.rpsMsg?.split('\n')[0])).toEqual(['Error: first', 'second', 'third']);
    expect(reports.map((r) => r.modelName)).toEqual(['unhandled-rejection', 'page-error', 'page-error']);
  });

  it('cleans secrets from the message before reporting', async () => {
    const reports: ErrorReport[] = [];
    uninstall = installLazyGlobalErrorHandler(window, { currentRoute: () => '/', report: (r) => reports.push(r) });
    raise('failed with password=hunter2');
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.rpsMsg).not.toContain('hunter2');
  });

  it('reports nothing once removed, not even what was noted before the reporter loaded', async () => {
    const reports: ErrorReport[] = [];
    const remove = installLazyGlobalErrorHandler(window, { currentRoute: () => '/', report: (r) => reports.push(r) });
    raise('noted');
    remove();
    raise('after removal');
    await import('./global-error-handler');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports).toHaveLength(0);
  });
});
