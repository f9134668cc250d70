import { reportError, type ErrorReport } from '@/shared/api/error-report';
import { sanitiseText } from '@/shared/api/redact-secrets';

/** At most this many page errors are reported per page life, and the same message once per minute. */
export const MAX_REPORTS_PER_PAGE = 20;
export const REPEAT_WINDOW_MS = 60_000;

export interface GlobalErrorHandlerOptions {
  /** The current route, already free of secrets (see sanitiseRoute). */
  currentRoute: () => string;
  report?: (report: ErrorReport) => unknown;
  now?: () => number;
}

function describeReason(reason: unknown): string {
  if (reason instanceof Error) return reason.stack && reason.stack.includes(reason.message) ? reason.stack : `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

function describeErrorEvent(event: ErrorEvent): string {
  const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
  return event.error !== undefined && event.error !== null ? describeReason(event.error) : `${event.message}${where}`;
}

/** Hands page errors and rejections to the error log: the route (free of secrets) and time are when it happened. */
export interface PageErrorReporter {
  error: (event: ErrorEvent, route: string, time: number) => void;
  rejection: (event: PromiseRejectionEvent, route: string, time: number) => void;
}

/**
 * Reports uncaught page errors and unhandled promise rejections to the error log (SPEC.md section 8): every message
 * cleaned of secrets, the same message once per minute and at most MAX_REPORTS_PER_PAGE per page life.
 */
export function createPageErrorReporter(report: (report: ErrorReport) => unknown = reportError): PageErrorReporter {
  const lastSent = new Map<string, number>();
  let sent = 0;

  const submit = (modelName: string, message: string, route: string, time: number) => {
    const text = sanitiseText(message);
    const previous = lastSent.get(text);
    if (sent >= MAX_REPORTS_PER_PAGE || (previous !== undefined && time - previous < REPEAT_WINDOW_MS)) return;
    sent += 1;
    lastSent.set(text, time);
    void report({ modelName, interfaceAddress: route, reqMsg: '', rpsMsg: text, sendTime: new Date(time) });
  };

  return {
    error: (event, route, time) => submit('page-error', describeErrorEvent(event), route, time),
    rejection: (event, route, time) => submit('unhandled-rejection', describeReason(event.reason), route, time),
  };
}

/**
 * Reports uncaught page errors and unhandled promise rejections on `target` with the current route. Returns the
 * function that removes the listeners.
 */
export function installGlobalErrorHandler(target: Window, options: GlobalErrorHandlerOptions): () => void {
  const reporter = createPageErrorReporter(options.report);
  const now = options.now ?? Date.now;
  const onError = (event: ErrorEvent) => reporter.error(event, options.currentRoute(), now());
  const onRejection = (event: PromiseRejectionEvent) => reporter.rejection(event, options.currentRoute(), now());

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
