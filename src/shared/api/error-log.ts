import type { ErrorLogRequest } from '@/shared/api/generated/main/model';
import { getClientCode } from '@/shared/lib/client-code';
import { getDeviceId } from '@/shared/lib/device-id';
import { clientModel } from '@/shared/lib/user-agent';
import { getUsername } from '@/shared/session/token-store';
import { ERROR_LOG_PATH, getMainApiBaseUrl, joinUrl, mainApiHeaders } from './main-headers';
import { redactBody, redactSecrets, sanitiseText } from './redact-secrets';

// Builds and posts one error report. reportError (error-report.ts) loads this module on the first report, so the
// start-up bundle carries only the entry point.

const MAX_MESSAGE = 4000;

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

/** Who was logged in and when, read when the report is made (the report itself is built a moment later). */
export interface ReportContext {
  userId: string;
  at: Date;
}

/** Fields are redacted by name first; then any secret written into free text (a message, a URL) is blanked. */
function clip(text: string): string {
  const safe = sanitiseText(text);
  return safe.length > MAX_MESSAGE ? `${safe.slice(0, MAX_MESSAGE)}…` : safe;
}

function describe(value: unknown): string {
  if (value === undefined) return '';
  const safe = typeof value === 'string' ? redactBody(value) : redactSecrets(value);
  if (typeof safe === 'string') return clip(safe);
  try {
    return clip(JSON.stringify(safe) ?? '');
  } catch {
    return clip(String(safe));
  }
}

function phoneInfo(): string {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return `${getDeviceId()} client=${getClientCode()} ${clientModel(userAgent)}`;
}

/**
 * Builds the ErrorLogRequest body with every password, withdrawPwd, token and smsCode field removed. `context`
 * is what reportError read when the report was made (the member and the time); without it, they are read now.
 */
export function buildErrorLog(report: ErrorReport, context?: ReportContext): ErrorLogRequest {
  const method = report.request?.method?.toUpperCase() ?? 'GET';
  const body = report.request?.body;
  const at = context?.at ?? new Date();
  return {
    userId: context ? context.userId : (getUsername() ?? ''),
    phoneInfo: phoneInfo(),
    modelName: report.modelName ?? 'main-api',
    interfaceAddress: report.interfaceAddress,
    reqMsg: report.request || report.reqMsg === undefined ? describe({ method, body: redactBody(body) }) : describe(report.reqMsg),
    rpsMsg: describe(report.response ?? report.rpsMsg),
    sendTime: (report.sendTime ?? at).toISOString(),
    recieveTime: (report.receiveTime ?? at).toISOString(),
  };
}

/**
 * Posts the report with a plain fetch (not through the main client, so a failing report is never reported
 * again). Never rejects.
 */
export async function sendErrorLog(report: ErrorReport, context: ReportContext): Promise<void> {
  try {
    const body = JSON.stringify(buildErrorLog(report, context));
    const response = await fetch(joinUrl(getMainApiBaseUrl(), ERROR_LOG_PATH), {
      method: 'POST',
      headers: { ...mainApiHeaders(ERROR_LOG_PATH), 'Content-Type': 'application/json' },
      body,
    });
    await response.text();
  } catch {
    // A lost error report is not worth another report.
  }
}
