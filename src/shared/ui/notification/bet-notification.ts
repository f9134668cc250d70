/**
 * The bet success / failure banner of the shell (SPEC.md section 2 "Shell overlays"): one at a time, the newest
 * replaces the one shown, and each hides itself after 2000 ms (SPEC.md section 9 "Bet notification").
 */
import { createTimedSlot } from './timed-slot';

export const BET_NOTIFICATION_MS = 2000;

export interface BetNotificationOptions {
  ok: boolean;
  message: string;
}

export interface ActiveBetNotification extends BetNotificationOptions {
  id: number;
}

const slot = createTimedSlot<BetNotificationOptions>();

/** Shows the banner for 2000 ms. */
export function showBetNotification({ ok, message }: BetNotificationOptions): void {
  slot.show({ ok, message }, BET_NOTIFICATION_MS);
}

/**
 * hideBetNotification hides the banner on screen; getBetNotification reads it (or null);
 * subscribeBetNotification calls a listener after every change; useBetNotification re-renders with it.
 */
export const {
  hide: hideBetNotification,
  get: getBetNotification,
  subscribe: subscribeBetNotification,
  useShown: useBetNotification,
} = slot;
