import { getUsername } from '@/shared/session/token-store';
import type { ErrorReport, ReportContext } from './error-log';

// The one place that sends error reports to the log service (SPEC.md section 7 "Auth and session"). The report's
// shape is declared beside the code that builds it (error-log.ts, loaded on the first report).
export { ERROR_LOG_PATH } from './main-headers';
export type { ErrorReport, ReportContext };

const inFlight = new Set<Promise<void>>();

/** Resolves once every report sent so far has finished (tests, and flushing before the page unloads). */
export async function settleErrorReports(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
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
