import { reportError } from '@/shared/api/error-report';
import { ApiError, NetworkError } from '@/shared/api/errors';

/** SPEC.md section 7 "Auth and session": the page events the sign-in and registration screens report with. */
export const PAGE_EVENTS = {
  usernameLogin: 'page_usernamelogin',
  phoneLogin: 'page_phonelogin',
  usernameRegister: 'page_usernameRegister',
  phoneRegister: 'page_phoneRegister',
} as const;

export type PageEvent = (typeof PAGE_EVENTS)[keyof typeof PAGE_EVENTS];

export interface FailedCall {
  /** API path of the call, e.g. /api/user/auth/account-login/v2. */
  path: string;
  method?: 'GET' | 'POST';
  /** The request body as sent; the reporter strips passwords, codes and tokens before anything leaves. */
  body?: unknown;
}

/** What a failure looks like in the report: the server's envelope, or the reason no answer arrived. */
function responseOf(failure: unknown): unknown {
  if (failure instanceof ApiError) return failure.response ?? { code: failure.code, msg: failure.msg };
  if (failure instanceof NetworkError) return `${failure.failure}: ${failure.message}`;
  if (failure instanceof Error) return failure.message;
  return failure;
}

/**
 * Sends the error report of a sign-in or registration that did not end in a session, named by its page event.
 * Never throws and never waits: the screen carries on whatever the log service does.
 */
export function reportPageFailure(event: PageEvent, call: FailedCall, failure: unknown): void {
  void reportError({
    interfaceAddress: call.path,
    modelName: event,
    request: { method: call.method ?? 'POST', body: call.body === undefined ? undefined : JSON.stringify(call.body) },
    response: responseOf(failure),
  });
}
