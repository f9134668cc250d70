import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SEED_TOKENS, server } from '@mocks/node';
import { restartPageLife } from '@/shared/lib/page-life';
import { HEARTBEAT_INTERVAL_MS, sendHeartbeat, startHeartbeat } from './heartbeat';
import { resetSessionExpiry } from './session-expiry';
import { clearToken, getToken, setToken } from './token-store';

/** The Authorization header of every heartbeat the mock backend receives during the test. */
function recordHeartbeats(): Array<string | null> {
  const seen: Array<string | null> = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/user/auth/heartbeat') seen.push(request.headers.get('authorization'));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Moves the faked interval clock on, then lets the requests it started reach the mock. */
async function passMinutes(minutes: number, expectedSoFar: number, seen: unknown[]) {
  vi.advanceTimersByTime(minutes * 60_000);
  await vi.waitFor(() => expect(seen).toHaveLength(expectedSoFar));
}

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  restartPageLife();
  resetSessionExpiry();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  resetSessionExpiry();
});

describe('heartbeat', () => {
  it('is sent every 5 minutes while logged in', async () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(300_000);
    setToken(SEED_TOKENS.lotus888);
    const seen = recordHeartbeats();
    stop = startHeartbeat();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    await Promise.resolve();
    expect(seen).toHaveLength(0);
    await passMinutes(0.001, 1, seen);
    await passMinutes(5, 2, seen);
    await passMinutes(10, 4, seen);
    expect(new Set(seen)).toEqual(new Set([SEED_TOKENS.lotus888]));
  });

  it('starts on login and stops on logout', async () => {
    const seen = recordHeartbeats();
    stop = startHeartbeat();
    vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    setToken(SEED_TOKENS.lotus888);
    await passMinutes(5, 1, seen);
    clearToken();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
  });

  it('a new login restarts the period with the new token', async () => {
    const seen = recordHeartbeats();
    setToken(SEED_TOKENS.lotus888);
    stop = startHeartbeat();
    vi.advanceTimersByTime(4 * 60_000);
    setToken(SEED_TOKENS.lockeddp01);
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(1);
    await passMinutes(4, 1, seen);
    expect(seen).toEqual([SEED_TOKENS.lockeddp01]);
  });

  it('an expired session answer (10009) ends the session, which stops the heartbeat', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = recordHeartbeats();
    setToken('tk_no_such_session');
    stop = startHeartbeat();
    await passMinutes(5, 1, seen);
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(vi.getTimerCount()).toBe(0);
    expect(warn).toHaveBeenCalledWith('Heartbeat failed', expect.any(String));
  });

  it('the stop function ends the watch', async () => {
    setToken(SEED_TOKENS.lotus888);
    stop = startHeartbeat();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    setToken(SEED_TOKENS.lockeddp01);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sendHeartbeat reports success and failure', async () => {
    setToken(SEED_TOKENS.lotus888);
    expect(await sendHeartbeat()).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setToken('tk_gone');
    expect(await sendHeartbeat()).toBe(false);
  });
});
