// What the API clients need to know about the network, in the start-up code: whether the device says it is offline,
// and whether a call must be refused for it.
import { apiEvents } from '@/shared/api/api-events';

/**
 * True when the device says it has no network now. Money calls are refused on this alone (shared/lib/money-calls):
 * a failed call earlier does not stop the player from trying once the connection is back.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * True when the call to `url` (path `path`) must not be sent: the device is offline and the call moves money
 * (shared/lib/money-calls); the 'offline-refused' event then tells the app to say so. The list is loaded only when the
 * device is offline (the service worker keeps it), so it costs the start-up nothing; if it cannot be loaded the call
 * is not refused here, and fails on its own unsent.
 */
export async function refusedOffline(path: string, url: string): Promise<boolean> {
  let refused = false;
  try {
    refused = isOffline() && (await import('@/shared/lib/money-calls')).isMoneyCall(path);
  } catch {
    // Not refused: the call fails on its own.
  }
  if (refused) apiEvents.emit('offline-refused', { url });
  return refused;
}
