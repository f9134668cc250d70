/// <reference types="vite-plugin-pwa/vanillajs" />
import { createStore } from '@/shared/lib/create-store';

/** A new version of the app that has been downloaded and waits: `apply` switches to it and reloads the page. */
export interface WaitingUpdate {
  apply: () => void;
}

/** Set when a new version waits for the player's tap (the app-status bar offers it). */
export const appUpdate = createStore<WaitingUpdate | null>(null);

/** How often an open app asks the server whether a new version was deployed (also on coming back to the tab). */
export const UPDATE_CHECK_MS = 30 * 60_000;

let registered = false;

/**
 * Registers the live build's service worker (vite.config.ts, appWorker) once, after the first screen: it precaches the
 * app, so the next visit starts from the cache and an offline one still opens. A new version waits for the player
 * (appUpdate). Mock builds keep only the mock's worker and register nothing here.
 */
export function registerAppWorker(): void {
  if (registered || import.meta.env.VITE_API_MOCKING === 'on' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh() {
          appUpdate.set({ apply: () => void updateSW(true) });
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          const check = () => {
            if (navigator.onLine !== false) void registration.update().catch(() => undefined);
          };
          setInterval(check, UPDATE_CHECK_MS);
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') check();
          });
        },
      });
    })
    .catch(() => {
      // The worker's code could not be loaded (offline on a first visit): the next start tries again.
      registered = false;
    });
}
