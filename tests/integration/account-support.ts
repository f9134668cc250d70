// Helpers of the integration tests of the account area: the profile and security screens, the withdrawal
// accounts, delivery addresses and the business agent application.
import { afterEach, beforeAll } from 'vitest';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, type OpenOptions } from '../support/app';
import { stopRecording } from '../support/requests';
import type { SeededMember } from '../support/session';

/**
 * jsdom has no layout, so it has no Element.scrollIntoView; the picker sheet calls it to bring the chosen option
 * into view. A no-op stands in for it while these tests run.
 */
export function allowScrollIntoView(): void {
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
}

/** Starts the app at a profile or security screen (as a guest when `as` is left out), with their messages loaded. */
export const openAccount = (path: string, as?: SeededMember) => openApp(path, { as, namespaces: ['account', 'routes', 'icons'] });

/** Starts the app at a withdrawal-account, address or agent screen as a seeded member, with their messages loaded. */
export const openAs = (path: string, as: SeededMember, language?: OpenOptions['language']) =>
  openApp(path, { as, language, namespaces: ['withdrawal-accounts', 'addresses', 'business-agent', 'account'] });

/** What every account suite resets after each test: the request recorders and the toast. */
export function resetAfterEachTest(): void {
  afterEach(() => {
    stopRecording();
    hideToast();
  });
}

/**
 * The suites of the withdrawal-account, address and agent screens: the scrollIntoView stand-in for their pickers,
 * and the reset after each test.
 */
export function setUpAccountFormSuite(): void {
  beforeAll(allowScrollIntoView);
  resetAfterEachTest();
}
