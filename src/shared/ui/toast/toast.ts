/**
 * The app's one toast API (SPEC.md "Custom toast" and the error catalogue of section 8). One toast shows at a
 * time and the newest replaces the one on screen; each hides itself after its own duration. ToastHost renders
 * whatever this store holds.
 */
import { ERROR_TOAST_MS } from '@/shared/api/api-events';

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

type Listener = () => void;

let current: ActiveToast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;
const listeners = new Set<Listener>();

function publish(next: ActiveToast | null): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  current = next;
  if (next && next.durationMs !== null) {
    const id = next.id;
    timer = setTimeout(() => closeToast(id), Math.max(0, next.durationMs));
  }
  for (const listener of [...listeners]) listener();
}

/** Closes the toast with this id if it is still the one on screen (a newer toast is left alone). */
function closeToast(id: number): void {
  if (current?.id === id) publish(null);
}

function open(toast: Omit<ActiveToast, 'id'>): () => void {
  lastId += 1;
  const id = lastId;
  publish({ ...toast, id });
  return () => closeToast(id);
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

/** Hides whatever toast is on screen. */
export function hideToast(): void {
  if (current !== null || timer !== undefined) publish(null);
}

/** The toast on screen now, or null. The same object until the store changes (safe for useSyncExternalStore). */
export function getToast(): ActiveToast | null {
  return current;
}

/** Calls the listener after every change; returns the unsubscribe function. */
export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
