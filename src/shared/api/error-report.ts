import { getUsername } from '@/shared/session/token-store';

// The one place that sends error reports to the log service (SPEC.md section 7 "Auth and session").
export { ERROR_LOG_PATH } from './main-headers';

export interface ErrorReport {
  /** The failing call's URL. */
  interfaceAddress: string;
  /** Page event or module: page_usernamelogin, main-api, sports-api ... */
  modelName?: string;
  request?: { method?: string; body?: unknown };
  /** Response text, parsed response or failure description. */
  response?: unknown;
  /** Ready-made request summary (used when no request object is given); redacted like the rest. */
  reqMsg?: string;
  /** Ready-made response or failure text (used when no response is given); redacted like the rest. */
  rpsMsg?: string;
  sendTime?: Date;
  receiveTime?: Date;
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every report sent so far has finished (tests, and flushing before the page unloads). */
export async function settleErrorReports(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Who was logged in and when, read when the report is made (the report itself is built a moment later). */
export interface ReportContext {
  userId: string;
  at: Date;
}

/**
 * Sends the report to the log service, every secret removed (error-log.ts, loaded on the first report). Never
 * rejects.
 */
export function reportError(report: ErrorReport): Promise<void> {
  const context: ReportContext = { userId: getUsername() ?? '', at: new Date() };
  const sending = import('./error-log')
    .then(({ sendErrorLog }) => sendErrorLog(report, context))
    .catch(() => {
      // A report that cannot be sent is not worth another report.
    })
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
  return sending;
}
