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

/**
 * Reports uncaught page errors and unhandled promise rejections to the error log, with the current route
 * (SPEC.md section 8). Returns the function that removes the listeners.
 */
export function installGlobalErrorHandler(target: Window, options: GlobalErrorHandlerOptions): () => void {
  const send = options.report ?? reportError;
  const now = options.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let sent = 0;

  const submit = (modelName: string, message: string) => {
    const text = sanitiseText(message);
    const time = now();
    const previous = lastSent.get(text);
    if (sent >= MAX_REPORTS_PER_PAGE || (previous !== undefined && time - previous < REPEAT_WINDOW_MS)) return;
    sent += 1;
    lastSent.set(text, time);
    void send({ modelName, interfaceAddress: options.currentRoute(), reqMsg: '', rpsMsg: text, sendTime: new Date(time) });
  };

  const onError = (event: ErrorEvent) => submit('page-error', describeErrorEvent(event));
  const onRejection = (event: PromiseRejectionEvent) => submit('unhandled-rejection', describeReason(event.reason));

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
