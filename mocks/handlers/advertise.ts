// GET /api/promotion/advertise/list and /list/type (no session needed): the tenant's running advertisements
// (tenantId, 1 when absent), all of them or of one placement (type 1 home carousel, 2 promotions page, 3 home
// pop-up, 4 sports banner), by placement and ascending sortNum, titles in the request's language. Running means
// the mock clock lies strictly between startTime and endTime (server time zone).
import type { Advertise, AdvertiseListResponse } from '@/shared/api/generated/main/model';
import { isInMaintenanceWindow } from '@/shared/lib/maintenance';
import { db } from '../db';
import type { AdvertiseRecordType } from '../db/game-lobby-collections';
import { DEFAULT_TENANT_ID } from '../seed/home-bar';
import { intParam } from './home-bar';
import { LobbyCode, lobbyFail } from './game-lobby-catalogue';
import { ok } from './main-envelope';
import { route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const ADVERTISE_ROUTES = {
  list: { api: 'main', method: 'GET', path: '/api/promotion/advertise/list' },
  byType: { api: 'main', method: 'GET', path: '/api/promotion/advertise/list/type' },
} as const;

const PLACEMENTS: readonly number[] = [1, 2, 3, 4];

/** The running window rule is the maintenance one: strictly between start and end. */
const isRunning = (ad: AdvertiseRecordType, now: number) => isInMaintenanceWindow(ad.startTime, ad.endTime, now, `advertisement ${ad.id}`);

const toAdvertise = ({ tenantId: _tenant, titles, ...ad }: AdvertiseRecordType, language: TextLanguage): Advertise => ({ ...ad, title: titles[language] });

/** The tenant's running advertisements (of one placement when given), in display order. */
export function runningAdvertisements(tenantId: number, type: number | undefined, language: TextLanguage, now = Date.now()): Advertise[] {
  return db.advertisements
    .findMany((q) => q.where({ tenantId }))
    .filter((ad) => (type === undefined || ad.type === type) && isRunning(ad, now))
    .sort((a, b) => a.type - b.type || a.sortNum - b.sortNum)
    .map((ad) => toAdvertise(ad, language));
}

export const advertiseHandlers = [
  route<never, never, AdvertiseListResponse>({ ...ADVERTISE_ROUTES.list, auth: false }, ({ request }) => {
    const language = textLanguageOf(request);
    const tenantId = intParam(new URL(request.url), 'tenantId', DEFAULT_TENANT_ID);
    if (Number.isNaN(tenantId)) return lobbyFail(LobbyCode.badRequest);
    return ok(runningAdvertisements(tenantId, undefined, language));
  }),

  route<never, never, AdvertiseListResponse>({ ...ADVERTISE_ROUTES.byType, auth: false }, ({ request }) => {
    const language = textLanguageOf(request);
    const url = new URL(request.url);
    const type = intParam(url, 'type', Number.NaN);
    const tenantId = intParam(url, 'tenantId', DEFAULT_TENANT_ID);
    if (!PLACEMENTS.includes(type) || Number.isNaN(tenantId)) return lobbyFail(LobbyCode.badRequest);
    return ok(runningAdvertisements(tenantId, type, language));
  }),
];
