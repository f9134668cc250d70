import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * Which customer-service overlay of the app shell is open. Any screen may open one (the navigation bar's
 * headset icon opens the channel selector; the selector's callback option opens the callback dialog); the shell
 * renders it.
 */
export type ShellOverlay = 'channel-selector' | 'callback-dialog';

const overlayStore = createStore<ShellOverlay | null>(null);

export function openChannelSelector(): void {
  overlayStore.set('channel-selector');
}

export function openCallbackDialog(): void {
  overlayStore.set('callback-dialog');
}

/** Closes the open overlay; with `only`, just when that one is still the open one. */
export function closeShellOverlay(only?: ShellOverlay): void {
  if (only === undefined || overlayStore.get() === only) overlayStore.reset();
}

export function getShellOverlay(): ShellOverlay | null {
  return overlayStore.get();
}

export function subscribeShellOverlay(listener: () => void): () => void {
  return overlayStore.subscribe(listener);
}

export function useShellOverlay(): ShellOverlay | null {
  return useStore(overlayStore);
}
