// Helpers of the integration tests of the account area's form screens: withdrawal accounts, delivery addresses
// and the business agent application.
import { i18n } from '@/shared/i18n';
import { startApp } from './shell-support';

/**
 * jsdom has no layout, so it has no Element.scrollIntoView; the picker sheet calls it to bring the chosen option
 * into view. A no-op stands in for it while these tests run.
 */
export function allowScrollIntoView(): void {
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
}

/** Starts the app at `path` with a seeded member's session and the messages of those screens loaded. */
export async function openAs(path: string, token: string) {
  localStorage.setItem('token', token);
  const view = await startApp(path);
  await i18n.loadNamespaces(['banking']);
  return view;
}
