import { http, HttpResponse, type HttpHandler } from 'msw';
import { i18n } from '@/shared/i18n';

/** The namespaces the service screens speak, loaded before a story so its play function reads real text. */
export async function loadServiceMessages(): Promise<Record<string, never>> {
  await i18n.loadNamespaces(['service', 'common', 'form', 'layout', 'ui']);
  return {};
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
