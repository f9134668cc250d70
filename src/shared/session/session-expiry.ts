import { apiEvents, type LogoutEvent, type SessionExpiredEvent } from '@/shared/api/api-events';
import { isLongRunning } from '@/shared/lib/page-life';
import { clearToken, subscribeToken } from './token-store';

export type SessionExpiryCode = SessionExpiredEvent['code'];

export const SESSION_EXPIRED_CODE = 10009;
export const REPEAT_LOGIN_CODE = 10018;

let handled = false;
let watchingLogin = false;

/** A new login starts a new session that may expire again; until then further expiry codes are ignored. */
function rearmOnNextLogin(): void {
  if (watchingLogin) return;
  watchingLogin = true;
  const stop = subscribeToken((token) => {
    if (!token) return;
    handled = false;
    watchingLogin = false;
    stop();
  });
}

/** Clears the token and tells every member store to drop its data (balance, user info, bet cart ...). */
export function endSession(reason: LogoutEvent['reason'] = 'user'): void {
  clearToken();
  apiEvents.emit('logout', { reason });
}

/**
 * Handles 10009/10018 once per page life (SPEC.md section 4 "Session expiry"). Younger than 10 s: the session
 * ends at once. Older: the interface shows a confirm dialog with the message key and logs out afterwards.
 * Returns false when an expiry was already handled.
 */
export function handleSessionExpiry(code: SessionExpiryCode): boolean {
  if (handled) return false;
  handled = true;
  const messageKey = code === REPEAT_LOGIN_CODE ? 'common.loginExpired2' : 'common.loginExpired';
  if (!isLongRunning()) {
    endSession('expired');
    apiEvents.emit('session-expired', { code, immediate: true, messageKey });
  } else {
    apiEvents.emit('session-expired', { code, immediate: false, messageKey });
  }
  rearmOnNextLogin();
  return true;
}

export function isSessionExpiryCode(code: number): code is SessionExpiryCode {
  return code === SESSION_EXPIRED_CODE || code === REPEAT_LOGIN_CODE;
}

/** Forgets that an expiry was handled (a new page life; used by tests). */
export function resetSessionExpiry(): void {
  handled = false;
}
