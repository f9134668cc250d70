import { handleSessionExpiry, isSessionExpiryCode } from '@/shared/session/session-expiry';
import { isOffline, refusedOffline } from '@/shared/network/connection';
import { emitErrorToast } from './api-events';
import { takeEarlyCall } from './early-calls';
import { ERROR_LOG_PATH, reportError, type ErrorReport } from './error-report';
import { ApiError, errorMessage, isCallerAbort, NetworkError, RequestConfigError } from './errors';
import { getMainApiBaseUrl, joinUrl, mainApiHeaders } from './main-headers';

export { getMainApiBaseUrl, setMainApiBaseUrl } from './main-headers';

/**
 * The main API's single HTTP entry point (the orval mutator): common headers, the { code, msg, data } envelope
 * and the error catalogue of SPEC.md section 8. There is no request timeout.
 */

/** The success code (assumed; the specification does not give its value). */
export const SUCCESS_CODE = 200;
/** A warning: the message is shown and the response is still used. */
export const WARNING_CODE = 1009000037;
/** A failure that must not show anything. */
export const SILENT_CODE = 1006000117;

/** Calls that never show an error toast unless the caller asks for one (SPEC.md section 7). */
export const SILENT_PATHS: readonly string[] = ['/api/member/get', '/api/fund/wallet/member/local', '/api/game/fund/collect'];

export interface MainRequestOptions {
  /** Suppresses the error toast of a non-success code. */
  noNeedResponseMsg?: boolean;
  /** Suppresses every toast of this call. */
  silent?: boolean;
  /** Overrides the configured base URL for this call. */
  baseUrl?: string;
}

export type MainRequestInit = RequestInit & MainRequestOptions;

interface Envelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
}

function isFormData(body: unknown): boolean {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function buildRequest(url: string, init: RequestInit, baseUrl: string | undefined): Request {
  const headers = new Headers(mainApiHeaders(pathOf(url), init.body));
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  if (isFormData(init.body)) headers.delete('Content-Type');
  else if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return new Request(joinUrl(baseUrl ?? getMainApiBaseUrl(), url), { ...init, headers });
}

function toEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = (value as Record<string, unknown>).code;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? { ...(value as object), code } : null;
}

function report(context: ErrorReport, response: unknown): void {
  if (pathOf(context.interfaceAddress) === ERROR_LOG_PATH) return;
  void reportError({ ...context, response, receiveTime: new Date() });
}

async function receiveEnvelope(request: Request, context: ErrorReport, signal: AbortSignal | null | undefined) {
  const fail = (error: NetworkError, response: unknown): never => {
    report(context, response);
    throw error;
  };
  let text: string;
  let status: number;
  try {
    // The first screen's call may have been started with the page (early-calls.ts): its answer is taken, not re-sent.
    const response = await (takeEarlyCall(request) ?? fetch(request));
    status = response.status;
    text = await response.text();
    if (!response.ok) {
      return fail(new NetworkError(`HTTP ${status} from ${request.url}`, request.url, 'bad-status', status), text);
    }
  } catch (cause) {
    if (cause instanceof NetworkError || isCallerAbort(cause, signal)) throw cause;
    const message = `No response from ${request.url}: ${errorMessage(cause)}`;
    return fail(new NetworkError(message, request.url, 'no-response', undefined, { cause }), message);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (cause) {
    return fail(new NetworkError(`Response of ${request.url} is not JSON`, request.url, 'bad-body', status, { cause }), text);
  }
  const envelope = toEnvelope(parsed);
  if (!envelope) {
    return fail(new NetworkError(`Response of ${request.url} has no result code`, request.url, 'bad-body', status), parsed);
  }
  return envelope;
}

export async function mainRequest<T>(url: string, init: MainRequestInit = {}): Promise<T> {
  const { noNeedResponseMsg = false, silent = SILENT_PATHS.includes(pathOf(url)), baseUrl, ...requestInit } = init;
  let request: Request;
  try {
    request = buildRequest(url, requestInit, baseUrl);
  } catch (cause) {
    const error = new RequestConfigError(errorMessage(cause), url, { cause });
    if (!silent) emitErrorToast(error.message);
    throw error;
  }
  if (isOffline() && (await refusedOffline(pathOf(request.url), request.url))) throw new NetworkError('Not sent offline', request.url, 'offline');
  const context: ErrorReport = {
    interfaceAddress: request.url,
    modelName: 'main-api',
    request: { method: request.method, body: requestInit.body },
    sendTime: new Date(),
  };
  const envelope = await receiveEnvelope(request, context, requestInit.signal);
  const { code } = envelope;
  if (code === SUCCESS_CODE) return envelope as T;

  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  const error = new ApiError(code, msg, url, envelope);
  if (isSessionExpiryCode(code)) {
    handleSessionExpiry(code);
    throw error;
  }
  if (code === WARNING_CODE) {
    if (!silent) emitErrorToast(msg || String(code));
    return envelope as T;
  }
  if (code === SILENT_CODE) throw error;
  if (!silent && !noNeedResponseMsg) emitErrorToast(msg || String(code));
  report(context, envelope);
  throw error;
}
