/**
 * The IP / device verification request (SPEC.md section 4 "Login branches": loginState 1 device changed,
 * 2 IP changed). The login screen asks for it; the shell's verification popup subscribes and shows itself.
 */

export type DeviceLoginState = 1 | 2;

export interface DeviceVerificationRequest {
  userName: string;
  /** The bound mobile when the caller knows it; the popup pre-fills the phone field with it. */
  mobile?: string;
  loginState: DeviceLoginState;
}

type Listener = (request: DeviceVerificationRequest | null) => void;

let current: DeviceVerificationRequest | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener(current);
}

export function isDeviceLoginState(value: unknown): value is DeviceLoginState {
  return value === 1 || value === 2;
}

/** Opens the verification popup for this account (a second request replaces the first). */
export function requestDeviceVerification(request: DeviceVerificationRequest): void {
  current = { ...request };
  notify();
}

/** Closes the popup: after a successful login check, or when the player dismisses it. */
export function closeDeviceVerification(): void {
  if (current === null) return;
  current = null;
  notify();
}

export function getDeviceVerification(): DeviceVerificationRequest | null {
  return current;
}

/** Calls the listener on every open and close; returns the unsubscribe function (fits useSyncExternalStore). */
export function subscribeDeviceVerification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
