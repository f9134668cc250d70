import type { LoginResponse } from '@/shared/api/generated/main/model';
import { PATHS, routeWithQuery } from '@/shared/config/paths';
import { isDeviceLoginState, type DeviceLoginState } from '@/shared/session/device-verification';

/** What a login answer means for the screen (SPEC.md section 4 "Login branches"). */
export type LoginOutcome =
  /** `state` is set: verify on /v-to-b with state, token and username. */
  | { kind: 'verify-page'; path: string }
  /** loginState 1 (device) or 2 (IP): the verification popup opens and the login is rejected with the msg. */
  | { kind: 'device-check'; userName: string; loginState: DeviceLoginState; message: string }
  /** A session: store the token and go to the redirect target. */
  | { kind: 'session'; token: string; userName: string }
  /** A success code without a usable session (no data, no token). */
  | { kind: 'rejected'; message: string };

/**
 * Reads a successful (code 200) login answer. `typedUserName` is what the player typed (the server may leave
 * userName out); `redirect` travels to /v-to-b so the verified login still lands where it was going.
 */
export function loginOutcome(response: LoginResponse, typedUserName: string, redirect: string): LoginOutcome {
  const result = response.data;
  const userName = result?.userName || typedUserName;
  if (result?.state) {
    const query = { state: result.state, token: result.accessToken, userName, redirect: redirect === PATHS.home ? null : redirect };
    return { kind: 'verify-page', path: routeWithQuery('vToB', query) };
  }
  if (result && isDeviceLoginState(result.loginState)) {
    return { kind: 'device-check', userName, loginState: result.loginState, message: response.msg };
  }
  if (result?.accessToken) return { kind: 'session', token: result.accessToken, userName };
  return { kind: 'rejected', message: response.msg };
}
