import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvents, type LogoutEvent, type SessionExpiredEvent } from '@/shared/api/api-events';
import { restartPageLife } from '@/shared/lib/page-life';
import { endSession, handleSessionExpiry, isSessionExpiryCode, resetSessionExpiry } from './session-expiry';
import { getToken, setToken } from './token-store';

let expired: SessionExpiredEvent[];
let logouts: LogoutEvent[];
const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  resetSessionExpiry();
  restartPageLife();
  expired = [];
  logouts = [];
  stops.push(apiEvents.on('session-expired', (event) => expired.push(event)));
  stops.push(apiEvents.on('logout', (event) => logouts.push(event)));
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('session expiry', () => {
  it('recognises 10009 and 10018 only', () => {
    expect([10009, 10018, 200, 10010].map(isSessionExpiryCode)).toEqual([true, true, false, false]);
  });

  it('within the first 10 s ends the session at once', () => {
    setToken('t');
    vi.advanceTimersByTime(9_000);
    expect(handleSessionExpiry(10009)).toBe(true);
    expect(getToken()).toBeNull();
    expect(logouts).toEqual([{ reason: 'expired' }]);
    expect(expired).toEqual([{ code: 10009, immediate: true, messageKey: 'common.loginExpired' }]);
  });

  it('later asks the interface to confirm first, with the message of the code', () => {
    setToken('t');
    vi.advanceTimersByTime(10_000);
    handleSessionExpiry(10018);
    expect(getToken()).toBe('t');
    expect(logouts).toEqual([]);
    expect(expired).toEqual([{ code: 10018, immediate: false, messageKey: 'common.loginExpired2' }]);
  });

  it('happens once per page life', () => {
    expect(handleSessionExpiry(10009)).toBe(true);
    expect(handleSessionExpiry(10009)).toBe(false);
    expect(handleSessionExpiry(10018)).toBe(false);
    expect(expired).toHaveLength(1);
  });

  it('a new login in the same page arms it again', () => {
    setToken('first');
    handleSessionExpiry(10009);
    setToken('second');
    expect(handleSessionExpiry(10018)).toBe(true);
    expect(expired.map((event) => event.code)).toEqual([10009, 10018]);
  });

  it('endSession clears the token and announces the logout', () => {
    setToken('t');
    endSession();
    expect(getToken()).toBeNull();
    expect(logouts).toEqual([{ reason: 'user' }]);
  });
});
