import { clearSportsMaintenance, markSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { isOffline, refusedOffline } from '@/shared/network/connection';
import { emitErrorToast } from './api-events';
import { takeEarlyCall } from './early-calls';
import { reportError, type ErrorReport } from './error-report';
import { errorMessage, isCallerAbort, RequestConfigError, SportsApiError, SportsRequestError } from './errors';
import { joinUrl } from './main-headers';
import { withProviderFields } from './sports-body';
import { getSportsSession, invalidateSportsSession, type SportsSession } from './sports-session';
import { classifySportsFailure, emptyMatchList } from './sports-rules';

export { classifySportsFailure, emptyMatchList, providerCurrencyId, SITE_REGION } from './sports-rules';

/**
 * The sports provider's single HTTP entry point (the orval mutator): POST with the stored provider session,
 * the { code, message, data } envelope and the provider codes of SPEC.md section 8.
 */
export const SPORTS_SUCCESS_CODE = 0;
export const SPORTS_MAINTENANCE_CODE = 8;
export const SPORTS_TOKEN_EXPIRED_CODE = 14010;
export const MATCH_LIST_PATH = '/v1/match/getList';
export const STATISTICAL_PATH = '/v1/match/statistical';
export const MATCH_LIST_TIMEOUT_MS = 5000;

export interface SportsRequestOptions {
  /** Suppresses the toast of a non-zero code. */
  noNeedResponseMsg?: boolean;
  /** Aborts the request after this many milliseconds (the match list defaults to 5000). */
  timeoutMs?: number;
}

export type SportsRequestInit = RequestInit & SportsRequestOptions;

interface SportsEnvelope {
  code: number;
  message?: unknown;
}

function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
}

/** The request, and its body when it is text (an early call is matched on it too). */
function buildRequest(session: SportsSession, url: string, init: RequestInit, signal: AbortSignal): [Request, string | undefined] {
  const headers = new Headers(init.headers);
  headers.set('Authorization', session.token);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const body = withProviderFields(init.body);
  const request = new Request(joinUrl(session.baseUrl, url), { ...init, method: init.method ?? 'POST', headers, body, signal });
  return [request, typeof body === 'string' ? body : undefined];
}

function toEnvelope(value: unknown): SportsEnvelope | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const code = (value as Record<string, unknown>).code;
  return typeof code === 'number' && Number.isFinite(code) ? (value as SportsEnvelope) : null;
}

/** Sends once; rejects with SportsRequestError (classified) when no usable envelope came back. */
async function exchange(request: Request, body: string | undefined, timeout: AbortController, context: ErrorReport, signal?: AbortSignal | null) {
  try {
    // The first screen's call may have been started with the page (early-calls.ts): its answer is taken, not re-sent.
    const response = await (takeEarlyCall(request, body) ?? fetch(request));
    const text = await response.text();
    if (!response.ok) throw new SportsRequestError(`HTTP ${response.status} from ${request.url}`, request.url, 'bad-response');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch (cause) {
      throw new SportsRequestError(`Response of ${request.url} is not JSON`, request.url, 'bad-response', { cause });
    }
    const envelope = toEnvelope(parsed);
    if (!envelope) throw new SportsRequestError(`Response of ${request.url} has no code`, request.url, 'bad-response');
    return envelope;
  } catch (cause) {
    if (isCallerAbort(cause, signal)) throw cause;
    const error =
      cause instanceof SportsRequestError
        ? cause
        : timeout.signal.reason instanceof SportsRequestError && timeout.signal.aborted
          ? timeout.signal.reason
          : new SportsRequestError(errorMessage(cause), request.url, classifySportsFailure(cause), { cause });
    void reportError({ ...context, response: `${error.kind}: ${error.message}`, receiveTime: new Date() });
    throw error;
  }
}

async function send<T>(url: string, init: SportsRequestInit, retryOnExpiredToken: boolean): Promise<T> {
  const path = pathOf(url);
  // A bet or a cash-out is never sent from a phone that is offline: refused here, before the session call too.
  if (isOffline() && (await refusedOffline(path, url))) throw new SportsRequestError('Not sent offline', url, 'no-response');
  const { noNeedResponseMsg = false, timeoutMs = path === MATCH_LIST_PATH ? MATCH_LIST_TIMEOUT_MS : undefined, ...requestInit } = init;
  const session = await getSportsSession();
  const timeout = new AbortController();
  let request: Request;
  let sentBody: string | undefined;
  try {
    [request, sentBody] = buildRequest(session, url, requestInit, timeout.signal);
  } catch (cause) {
    const error = new RequestConfigError(errorMessage(cause), url, { cause });
    emitErrorToast(error.message);
    throw error;
  }
  const callerSignal = requestInit.signal;
  const forwardAbort = () => timeout.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => timeout.abort(new SportsRequestError(`No answer within ${timeoutMs} ms`, request.url, 'timeout')), timeoutMs);
  const context: ErrorReport = {
    interfaceAddress: request.url,
    modelName: 'sports-api',
    request: { method: request.method, body: typeof requestInit.body === 'string' ? requestInit.body : undefined },
    sendTime: new Date(),
  };
  let envelope: SportsEnvelope;
  try {
    envelope = await exchange(request, sentBody, timeout, context, callerSignal);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const { code } = envelope;
  // SPEC.md section 4: the statistical call's answer decides the flag; any call's code 8 also raises it, but only a
  // statistical answer clears it (a notice or a quote answering during maintenance must not lift the banner).
  if (code !== SPORTS_MAINTENANCE_CODE && path === STATISTICAL_PATH) clearSportsMaintenance();
  if (code === SPORTS_SUCCESS_CODE) return envelope as T;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (code === SPORTS_MAINTENANCE_CODE) {
    markSportsMaintenance(message);
    throw new SportsApiError(code, message, url, envelope);
  }
  if (code === SPORTS_TOKEN_EXPIRED_CODE && retryOnExpiredToken) {
    invalidateSportsSession();
    return send<T>(url, init, false);
  }
  if (!noNeedResponseMsg) emitErrorToast(message || String(code));
  if (path === MATCH_LIST_PATH || path === STATISTICAL_PATH) {
    void reportError({ ...context, response: envelope, receiveTime: new Date() });
  }
  throw new SportsApiError(code, message, url, envelope);
}

/**
 * The match list never fails (SPEC.md section 7): on any failure, including a non-zero code, it resolves an
 * empty page with total 0. A cancellation by the caller still rejects.
 */
export async function sportsRequest<T>(url: string, init: SportsRequestInit = {}): Promise<T> {
  try {
    return await send<T>(url, init, true);
  } catch (error) {
    if (pathOf(url) === MATCH_LIST_PATH && !isCallerAbort(error, init.signal)) return emptyMatchList() as T;
    throw error;
  }
}
