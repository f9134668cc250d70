import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

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

const requestStore = createStore<DeviceVerificationRequest | null>(null);

export function isDeviceLoginState(value: unknown): value is DeviceLoginState {
  return value === 1 || value === 2;
}

/** Opens the verification popup for this account (a second request replaces the first). */
export function requestDeviceVerification(request: DeviceVerificationRequest): void {
  requestStore.set({ ...request });
}

/** Closes the popup: after a successful login check, or when the player dismisses it. */
export function closeDeviceVerification(): void {
  requestStore.reset();
}

export function getDeviceVerification(): DeviceVerificationRequest | null {
  return requestStore.get();
}

/** Calls the listener on every open and close; returns the unsubscribe function. */
export function subscribeDeviceVerification(listener: (request: DeviceVerificationRequest | null) => void): () => void {
  return requestStore.subscribe(listener);
}

/** The open request in a component (null while the popup is closed). */
export function useDeviceVerification(): DeviceVerificationRequest | null {
  return useStore(requestStore);
}
