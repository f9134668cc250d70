// Opens the real app in jsdom the way a player arrives: as a guest or as a seeded member, with the messages the
// assertions read already loaded.
import { i18n } from '@/shared/i18n';
import { renderApp, routerSettled } from './render-app';
import { signIn, type SeededMember } from './session';

/** The first render loads the route chunk, the overlay chunk and their messages. */
export const SLOW = { timeout: 10_000 };

/** The text a message key stands for in the current language. */
export const t = (key: string, options?: Record<string, unknown>): string => (options ? i18n.t(key, options) : i18n.t(key));

type Language = 'en' | 'vi' | 'zh-cn';

/** The namespaces of the shell (bars, overlays, forms), which every screen shows around itself. */
const SHELL_NAMESPACES = ['common', 'auth', 'overlays', 'form', 'layout'];

export interface OpenOptions {
  /** A seeded member whose session the app starts with; a guest when left out. */
  as?: SeededMember;
  language?: Language;
  /** Namespaces of the screen under test, loaded besides the shell's. */
  namespaces?: string[];
}

/**
 * Starts the app at `path` (as a member when `as` names one), with the shell's and the screen's messages loaded and
 * the first navigation settled (the route's code loaded, the guard run): what the test waits for next is the screen's
 * own work, not the machine loading modules.
 */
export async function openApp(path: string, { as, language = 'en', namespaces = [] }: OpenOptions = {}) {
  if (as) signIn(as);
  const view = await renderApp(path, language);
  await i18n.loadNamespaces([...SHELL_NAMESPACES, ...namespaces]);
  await routerSettled(view.router);
  return view;
}
