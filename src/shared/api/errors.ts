/** Errors the two API clients reject with. */

/** The main API answered with a non-success code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly url: string,
    readonly response?: unknown,
  ) {
    super(msg || `Request failed with code ${code}`);
  }
}

/** 'offline': not sent at all, because the device is offline and the call moves money (shared/lib/money-calls). */
export type NetworkFailure = 'no-response' | 'bad-status' | 'bad-body' | 'offline';

/** No usable answer: the request failed in transit, the status was not 2xx or the body was not an envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly url: string,
    readonly failure: NetworkFailure,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The request could not be built (invalid URL, invalid header, body on a GET ...); nothing was sent. */
export class RequestConfigError extends Error {
  override readonly name = 'RequestConfigError';
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The sports provider answered with a non-zero code. */
export class SportsApiError extends Error {
  override readonly name = 'SportsApiError';
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    readonly url: string,
    readonly response?: unknown,
  ) {
    super(serverMessage || `Sports request failed with code ${code}`);
  }
}

/** SPEC.md section 8: sports request failures are classified and reported. */
export type SportsFailureKind = 'timeout' | 'bad-response' | 'no-response' | 'unknown';

export class SportsRequestError extends Error {
  override readonly name = 'SportsRequestError';
  constructor(
    message: string,
    readonly url: string,
    readonly kind: SportsFailureKind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True when the caller's own AbortSignal cancelled the request (not a failure worth a toast or a report). */
export function isCallerAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  if (!signal?.aborted) return false;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return error === signal.reason || name === 'AbortError';
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
