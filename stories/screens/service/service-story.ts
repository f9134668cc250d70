import { http, HttpResponse, type HttpHandler } from 'msw';
import { i18n } from '@/shared/i18n';

/** API paths the service stories override (as in openapi/main.yaml). */
export const SERVICE_PATHS = {
  tutorialList: '/api/operation/tutorial/config/list',
  tutorialItems: '/api/operation/tutorial/config/listItem',
  tutorialDetail: '/api/operation/tutorial/config/detailItem',
  customerLink: '/api/operation/tutorial/config/popCustomerLink',
  lineSwitch: '/api/live/video/queryCustomerLineSwitch',
  channels: '/api/operation/customer/channel/list',
  hotlines: '/api/operation/vipphoneback/dailFont',
  vipManager: '/api/member/customervip/vipFont',
  adviceSave: '/api/operation/advice/config/saveAdviceConfig',
  adviceList: '/api/operation/advice/config/list',
  adviceShow: '/api/operation/advice/config/show/:id',
  adviceUnread: '/api/operation/advice/config/hasUnreadReply',
  upload: '/api/file/fund/image/upload',
} as const;

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
