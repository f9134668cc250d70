import { sendHeartbeatCall } from './session-mutations';
import { getToken, subscribeToken } from './token-store';

/** Heartbeat period while logged in (SPEC.md section 9). */
export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;

/** One heartbeat. Failures are logged; an expired session is handled by the API client (10009/10018). */
export async function sendHeartbeat(): Promise<boolean> {
  try {
    await sendHeartbeatCall();
    return true;
  } catch (error) {
    console.warn('Heartbeat failed', error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * Sends a heartbeat every 5 minutes while a token is stored (SPEC.md section 4 "Heartbeat"): the timer starts on
 * login (or at once when already logged in), restarts for a new token and stops on logout. Returns the function
 * that stops watching.
 */
export function startHeartbeat(intervalMs: number = HEARTBEAT_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let activeToken: string | null = null;

  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    activeToken = null;
  };

  const follow = (token: string | null) => {
    if (token === activeToken) return;
    stopTimer();
    if (!token) return;
    activeToken = token;
    timer = setInterval(() => {
      if (getToken()) void sendHeartbeat();
    }, intervalMs);
  };

  follow(getToken());
  const unsubscribe = subscribeToken(follow);
  return () => {
    unsubscribe();
    stopTimer();
  };
}
