import { createStore } from '@/shared/lib/create-store';

/** navigator.onLine where there is a navigator (true elsewhere: node tests are "online"). */
const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** True after a call got no answer at all (no connection), until a call gets one. */
let unreachable = false;

/**
 * Whether the app has a connection: the device says it has a network (navigator.onLine, with its online and offline
 * events) and the last call that went out got an answer (a device can say "online" with no way through). Read by the
 * app's status bar; screens show their own failed state with a retry.
 */
export const onlineStatus = createStore(browserOnline(), {
  watch(changed) {
    const update = () => {
      onlineStatus.set(browserOnline() && !unreachable);
      changed();
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  },
});

/** The API clients say whether a call got an answer (any HTTP answer) or none at all. */
export function noteConnection(answered: boolean): void {
  unreachable = !answered;
  onlineStatus.set(browserOnline() && !unreachable);
}

/**
 * True when the device says it has no network now. Money calls are refused on this alone (shared/lib/money-calls):
 * a failed call earlier does not stop the player from trying once the connection is back.
 */
export const isOffline = (): boolean => !browserOnline();
