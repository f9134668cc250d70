/**
 * The bet success / failure banner of the shell (SPEC.md section 2 "Shell overlays"): one at a time, the newest
 * replaces the one shown, and each hides itself after 2000 ms (SPEC.md section 9 "Bet notification").
 */

export const BET_NOTIFICATION_MS = 2000;

export interface BetNotificationOptions {
  ok: boolean;
  message: string;
}

export interface ActiveBetNotification extends BetNotificationOptions {
  id: number;
}

type Listener = () => void;

let current: ActiveBetNotification | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;
const listeners = new Set<Listener>();

function publish(next: ActiveBetNotification | null): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  current = next;
  if (next) {
    const id = next.id;
    timer = setTimeout(() => {
      if (current?.id === id) publish(null);
    }, BET_NOTIFICATION_MS);
  }
  for (const listener of [...listeners]) listener();
}

/** Shows the banner for 2000 ms. */
export function showBetNotification({ ok, message }: BetNotificationOptions): void {
  lastId += 1;
  publish({ id: lastId, ok, message });
}

export function hideBetNotification(): void {
  if (current !== null) publish(null);
}

export function getBetNotification(): ActiveBetNotification | null {
  return current;
}

export function subscribeBetNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
