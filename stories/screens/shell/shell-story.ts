import { i18n } from '@/shared/i18n';
import { getToast, subscribeToast, type ActiveToast } from '@/shared/ui/toast/toast';

/** The namespaces the shell overlays and bars speak, loaded before a story so its play function reads real text. */
export const SHELL_NAMESPACES = ['common', 'overlays', 'layout', 'form', 'ui'] as const;

export async function loadShellMessages(): Promise<Record<string, never>> {
  await i18n.loadNamespaces([...SHELL_NAMESPACES]);
  return {};
}

/** Overlays are fetched on first use; the first one in a fresh browser may take a moment. */
export const OVERLAY_WAIT = { timeout: 5000 } as const;

/** Every toast shown from now on (message, type, duration), so a short toast cannot slip past an assertion. */
export function recordToasts(): { shown: Array<Pick<ActiveToast, 'message' | 'type' | 'durationMs'>>; stop: () => void } {
  const shown: Array<Pick<ActiveToast, 'message' | 'type' | 'durationMs'>> = [];
  const stop = subscribeToast(() => {
    const toast = getToast();
    if (toast) shown.push({ message: toast.message, type: toast.type, durationMs: toast.durationMs });
  });
  return { shown, stop };
}
