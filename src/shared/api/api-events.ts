/**
 * Events the API clients raise for the interface. The clients only emit; the app shell subscribes (toast host,
 * session watcher, sports maintenance banner).
 */

export interface ToastEvent {
  type: 'error' | 'success' | 'info';
  message: string;
  durationMs: number;
  position: 'center' | 'top';
}

/** 10009 expired, 10018 logged in elsewhere (SPEC.md section 4 "Session expiry"). */
export interface SessionExpiredEvent {
  code: 10009 | 10018;
  /** True when the session was already cleared because the page is younger than 10 s. */
  immediate: boolean;
  messageKey: 'common.loginExpired' | 'common.loginExpired2';
}

export interface LogoutEvent {
  reason: 'expired' | 'user';
}

/** A call that moves money was refused before it was sent, because the device is offline (shared/lib/money-calls). */
export interface OfflineRefusedEvent {
  url: string;
}

export interface ApiEventMap {
  toast: ToastEvent;
  'offline-refused': OfflineRefusedEvent;
  'session-expired': SessionExpiredEvent;
  logout: LogoutEvent;
}

export type Listener<P> = (payload: P) => void;

export interface EventEmitter<M> {
  /** Adds a listener and returns a function that removes it again. */
  on<K extends keyof M>(name: K, listener: Listener<M[K]>): () => void;
  off<K extends keyof M>(name: K, listener: Listener<M[K]>): void;
  emit<K extends keyof M>(name: K, payload: M[K]): void;
  listenerCount(name: keyof M): number;
}

/**
 * A minimal typed emitter. A listener that throws does not stop the others; its error is rethrown
 * asynchronously so that it still surfaces as an uncaught error.
 */
export function createEventEmitter<M>(): EventEmitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();

  const off = <K extends keyof M>(name: K, listener: Listener<M[K]>) => {
    listeners.get(name)?.delete(listener as Listener<never>);
  };

  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as Listener<never>);
      return () => off(name, listener);
    },
    off,
    emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    listenerCount(name) {
      return listeners.get(name)?.size ?? 0;
    },
  };
}

export const apiEvents = createEventEmitter<ApiEventMap>();

/** The red error toast of the error catalogue (SPEC.md section 8): 4000 ms. */
export const ERROR_TOAST_MS = 4000;

export function emitErrorToast(message: string, position: ToastEvent['position'] = 'center'): void {
  apiEvents.emit('toast', { type: 'error', message, durationMs: ERROR_TOAST_MS, position });
}
