import { http, HttpResponse, type HttpHandler } from 'msw';
import { spyOn } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { hideToast } from '@/shared/ui/toast/toast';
import { signIn, type SeededMember } from '../../../tests/support/session';

/** The namespaces the service screens speak, loaded before a story so its play function reads real text. */
export async function loadServiceMessages(): Promise<Record<string, never>> {
  await i18n.loadNamespaces(['service', 'common', 'form', 'layout', 'ui']);
  return {};
}

/**
 * Meta fields of a service screen that opens support channels: its route, its messages, window.open stubbed (a
 * channel opens in a new window; stories check the call) and, after each story, the shell overlay and toast it
 * opened closed. On a member's screen the member is signed in before each story.
 */
export function channelScreen(route: { path: string; url?: string }, member?: SeededMember) {
  return {
    parameters: { route },
    loaders: [loadServiceMessages],
    beforeEach: () => {
      if (member) signIn(member);
      const open = spyOn(window, 'open').mockImplementation(() => null);
      return () => {
        open.mockRestore();
        closeShellOverlay();
        hideToast();
      };
    },
  };
}

/** The call answers a shown failure (the generic code the mock's error scenarios use). */
export function failing(path: string, method: 'get' | 'post' = 'post'): HttpHandler {
  return http[method](`*${path}`, () => HttpResponse.json({ code: 1000009999, msg: 'Hệ thống bận, vui lòng thử lại sau', data: null }));
}

/** The call answers this data in a success envelope. */
export function answering(path: string, data: unknown, method: 'get' | 'post' = 'post'): HttpHandler {
  return http[method](`*${path}`, () => HttpResponse.json({ code: 200, msg: 'success', data }));
}

/** The toast's markup is its own chunk, fetched with the first toast of the run. */
export const TOAST_WAIT = { timeout: 5000 } as const;
