// Site-wide scenarios: maintenance, generic failures, slow and broken networks (sports ones: ./sports.ts).
import { delay, http, HttpResponse } from 'msw';
import type { SiteMaintenanceResponse } from '@/shared/api/generated/main/model';
import { fail, localiseFailure, ok, SYSTEM_BUSY } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { textLanguageOf, type Texts } from '../handlers/text-language';
import { defineScenario } from './types';

/** Main API calls (the error-log upload is left alone so failures can still be reported). */
const MAIN_CALL = /\/api\//;
const ANY_CALL = /\/(api|v1|healthycheck)\//;

/** A generic failure code of the main API ("any other code" of the error catalogue). */
export const MAIN_GENERIC_FAILURE = 1000009999;

/** yyyy-MM-dd HH:mm:ss in the server time zone (+08:00). */
export function serverTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** The notice of `site-maintenance` in every answer language. */
export const SITE_MAINTENANCE: Readonly<Record<'title' | 'content', Texts>> = {
  title: { vi: 'Bảo trì hệ thống', zh: '系统维护', en: 'System maintenance' },
  content: {
    vi: 'Hệ thống đang được nâng cấp. Vui lòng quay lại sau.',
    zh: '系统正在升级，请稍后再来。',
    en: 'The system is being upgraded. Please come back later.',
  },
};

export const siteScenarios = [
  defineScenario('site-maintenance', "Site maintenance is on: queryDetail answers status '1' with point '1,2'.", [], () => [
    override<never, never, SiteMaintenanceResponse>({ method: 'POST', path: '/api/operation/siteMain/queryDetail' }, ({ request }) => {
      const now = Date.now();
      const language = textLanguageOf(request);
      return ok({
        id: 7,
        title: SITE_MAINTENANCE.title[language],
        content: SITE_MAINTENANCE.content[language],
        startTime: serverTime(now - 30 * 60_000),
        endTime: serverTime(now + 2 * 3_600_000),
        point: '1,2',
        status: '1',
        sportsConfig: { liveManageStatus: 0 },
      });
    }),
  ]),
  defineScenario(
    'server-error',
    `Every main API call answers code ${MAIN_GENERIC_FAILURE} (a failure whose msg is shown).`,
    [{ api: 'main', code: 'other' }],
    () => [http.all(MAIN_CALL, ({ request }) => localiseFailure(fail(MAIN_GENERIC_FAILURE, SYSTEM_BUSY), request))],
  ),
  defineScenario(
    'slow-network',
    'Every answer takes about 2.5 s; getList takes 6 s, past the app\'s 5 s timeout.',
    [{ api: 'sports', code: 'timeout' }],
    () => [
      http.all(ANY_CALL, async ({ request }) => {
        await delay(new URL(request.url).pathname.endsWith('/v1/match/getList') ? 6000 : 2500);
        return undefined;
      }),
    ],
  ),
  defineScenario(
    'network-down',
    'Every call fails at the network level (no response).',
    [{ api: 'main', code: 'network' }, { api: 'sports', code: 'no-response' }],
    () => [http.all(ANY_CALL, () => HttpResponse.error())],
  ),
];
