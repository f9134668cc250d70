import { i18n } from '@/shared/i18n';

/** The namespaces the shell overlays and bars speak, loaded before a story so its play function reads real text. */
export const SHELL_NAMESPACES = ['common', 'overlays', 'layout', 'form', 'ui'] as const;

export async function loadShellMessages(): Promise<Record<string, never>> {
  await i18n.loadNamespaces([...SHELL_NAMESPACES]);
  return {};
}

/** Overlays are fetched on first use; the first one in a fresh browser may take a moment. */
export const OVERLAY_WAIT = { timeout: 5000 } as const;
