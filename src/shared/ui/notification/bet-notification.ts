/**
 * The bet success / failure banner of the shell (SPEC.md section 2 "Shell overlays"): one at a time, the newest
 * replaces the one shown, and each hides itself after 2000 ms (SPEC.md section 9 "Bet notification").
 */
import { useStore } from '@/shared/lib/use-store';
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

export function hideBetNotification(): void {
  slot.hide();
}

export function getBetNotification(): ActiveBetNotification | null {
  return slot.get();
}

export function subscribeBetNotification(listener: (notification: ActiveBetNotification | null) => void): () => void {
  return slot.subscribe(listener);
}

/** The banner on screen, re-rendering when it changes. */
export function useBetNotification(): ActiveBetNotification | null {
  return useStore(slot);
}
