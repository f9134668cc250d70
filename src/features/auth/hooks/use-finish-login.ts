import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectAfterLogin } from '@/shared/config/paths';
import type { LoginResponse } from '@/shared/api/generated/main/model';
import { requestDeviceVerification } from '@/shared/session/device-verification';
import { setToken, setUsername } from '@/shared/session/token-store';
import { loginOutcome } from '../api/login-outcome';
import { reportPageFailure, type FailedCall, type PageEvent } from '../api/page-report';

export interface LoginAttempt extends FailedCall {
  /** The username typed, or '' for the mobile route. */
  userName: string;
  /** The mobile number, when known, for the device-check popup to pre-fill. */
  mobile?: string;
}

/** Whether a login answer moves the screen on (a session or /v-to-b); the device check and a rejection stay. */
export function leavesAfterLogin(response: LoginResponse): boolean {
  const kind = loginOutcome(response, '', '/').kind;
  return kind === 'session' || kind === 'verify-page';
}

/** Stores the session of a login, registration or login check (SPEC.md section 4 "Session"). */
export function startSession(token: string, userName: string): void {
  setToken(token);
  setUsername(userName);
}

/** The redirect target of the current URL (or /). */
export function useRedirectTarget(): string {
  return redirectAfterLogin(useLocation().search);
}

/**
 * Acts on a successful login answer as SPEC.md section 4 "Login branches" says: /v-to-b for a state, the
 * verification popup for loginState 1 or 2, otherwise the session and the redirect target. Returns the server
 * msg the login is rejected with (shown on the form), or null when the screen moves on. Every branch that does
 * not end in a session is reported under the page event.
 */
export function useFinishLogin(event: PageEvent): (response: LoginResponse, attempt: LoginAttempt) => string | null {
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  return useCallback(
    (response, attempt) => {
      const outcome = loginOutcome(response, attempt.userName, redirect);
      if (outcome.kind === 'session') {
        startSession(outcome.token, outcome.userName);
        navigate(redirect, { replace: true });
        return null;
      }
      reportPageFailure(event, attempt, response);
      if (outcome.kind === 'verify-page') {
        navigate(outcome.path);
        return null;
      }
      if (outcome.kind === 'device-check') {
        requestDeviceVerification({ userName: outcome.userName, loginState: outcome.loginState, ...(attempt.mobile ? { mobile: attempt.mobile } : {}) });
      }
      return outcome.message;
    },
    [event, navigate, redirect],
  );
}
