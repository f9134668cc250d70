import type { ErrorReport } from '@/shared/api/error-report';
import type { PageErrorReporter } from './global-error-handler';

type Caught = { kind: 'error'; event: ErrorEvent } | { kind: 'rejection'; event: PromiseRejectionEvent };

export interface LazyGlobalErrorHandlerOptions {
  /** The current route, already free of secrets (see sanitiseRoute). */
  currentRoute: () => string;
  report?: (report: ErrorReport) => unknown;
}

/**
 * The global error handler of the app (global-error-handler.ts) without its weight in the start-up bundle: the
 * listeners are in place at once and note each page error or rejection with the route and time it happened at;
 * the reporter (message cleaning, limits, the report) is loaded right away and takes every noted failure, in
 * order, as soon as it is in. Returns the function that removes the listeners.
 */
export function installLazyGlobalErrorHandler(target: Window, options: LazyGlobalErrorHandlerOptions): () => void {
  const noted: Array<{ caught: Caught; route: string; time: number }> = [];
  let reporter: PageErrorReporter | null = null;
  let removed = false;

  const deliver = (to: PageErrorReporter, caught: Caught, route: string, time: number) => {
    if (caught.kind === 'error') to.error(caught.event, route, time);
    else to.rejection(caught.event, route, time);
  };
  const take = (caught: Caught) => {
    const route = options.currentRoute();
    const time = Date.now();
    if (reporter) deliver(reporter, caught, route, time);
    else noted.push({ caught, route, time });
  };
  const onError = (event: ErrorEvent) => take({ kind: 'error', event });
  const onRejection = (event: PromiseRejectionEvent) => take({ kind: 'rejection', event });

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  import('./global-error-handler').then(
    ({ createPageErrorReporter }) => {
      if (removed) return;
      const loaded = createPageErrorReporter(options.report);
      reporter = loaded;
      for (const { caught, route, time } of noted.splice(0)) deliver(loaded, caught, route, time);
    },
    () => {
      // Without the reporter chunk (offline) page errors go unreported; the page itself goes on.
    },
  );
  return () => {
    removed = true;
    noted.length = 0;
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
