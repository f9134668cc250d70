/**
 * The app's one toast API (SPEC.md "Custom toast" and the error catalogue of section 8). One toast shows at a
 * time and the newest replaces the one on screen; each hides itself after its own duration. ToastHost renders
 * whatever this store holds.
 */
import { ERROR_TOAST_MS } from '@/shared/api/api-events';
import { createTimedSlot } from '@/shared/ui/notification/timed-slot';

export type ToastType = 'error' | 'success' | 'info';
export type ToastPosition = 'center' | 'top';

/** What a shown toast looks like; `loading` is the spinner toast of "common.loading", which never times out. */
export type ToastKind = ToastType | 'loading';

export interface ToastOptions {
  message: string;
  type?: ToastType;
  durationMs?: number;
  position?: ToastPosition;
}

export interface ActiveToast {
  id: number;
  message: string;
  type: ToastKind;
  /** How long it stays, or null for a toast that stays until it is closed (loading). */
  durationMs: number | null;
  position: ToastPosition;
}

/** SPEC.md section 9 "Custom toast default". */
export const DEFAULT_TOAST_MS = 60_000;
/** SPEC.md section 9 "Error toast": the red centred toast (one constant, shared with the API clients). */
export { ERROR_TOAST_MS };

const slot = createTimedSlot<Omit<ActiveToast, 'id'>>();

function open(toast: Omit<ActiveToast, 'id'>): () => void {
  return slot.show(toast, toast.durationMs);
}

/**
 * Shows a toast: type info unless given, 60000 ms unless given, centred unless given. Returns a function that
 * closes this toast (and only this one).
 */
export function showToast({ message, type = 'info', durationMs = DEFAULT_TOAST_MS, position = 'center' }: ToastOptions): () => void {
  return open({ message, type, durationMs, position });
}

/** The red error toast: centred, 4000 ms. */
export function showErrorToast(message: string): () => void {
  return open({ message, type: 'error', durationMs: ERROR_TOAST_MS, position: 'center' });
}

/** A spinner toast that stays until the returned function closes it (or a newer toast replaces it). */
export function showLoadingToast(message: string): () => void {
  return open({ message, type: 'loading', durationMs: null, position: 'center' });
}

/**
 * hideToast hides whatever toast is on screen; getToast reads the toast on screen (or null; the same object until
 * it changes, so safe for useSyncExternalStore); subscribeToast calls a listener after every change and returns
 * the unsubscribe function; useToast re-renders the component with it.
 */
export const { hide: hideToast, get: getToast, subscribe: subscribeToast, useShown: useToast } = slot;
