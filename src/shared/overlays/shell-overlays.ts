import { useSyncExternalStore } from 'react';

/**
 * Which customer-service overlay of the app shell is open. Any screen may open one (the navigation bar's
 * headset icon opens the channel selector; the selector's callback option opens the callback dialog); the shell
 * renders it.
 */
export type ShellOverlay = 'channel-selector' | 'callback-dialog';

let open: ShellOverlay | null = null;
const listeners = new Set<() => void>();

function set(next: ShellOverlay | null): void {
  if (next === open) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export function openChannelSelector(): void {
  set('channel-selector');
}

export function openCallbackDialog(): void {
  set('callback-dialog');
}

/** Closes the open overlay; with `only`, just when that one is still the open one. */
export function closeShellOverlay(only?: ShellOverlay): void {
  if (only === undefined || open === only) set(null);
}

export function getShellOverlay(): ShellOverlay | null {
  return open;
}

export function subscribeShellOverlay(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useShellOverlay(): ShellOverlay | null {
  return useSyncExternalStore(subscribeShellOverlay, getShellOverlay, getShellOverlay);
}
