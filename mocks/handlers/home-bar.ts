// GET /api/user/home/bar/list (no session needed): the entries of one home bar (barType 1 game categories, 2 the
// shortcut row; 1 when absent) of the tenant (tenantId, 1 when absent; a tenant without a bar answers an empty
// list), ascending sortNum, names in the request's language.
import type { HomeBar, HomeBarListResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { HomeBarRecordType } from '../db/game-lobby-collections';
import { DEFAULT_TENANT_ID } from '../seed/home-bar';
import { LobbyCode, lobbyFail } from './game-lobby-catalogue';
import { ok } from './main-envelope';
import { route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const HOME_BAR_LIST = { api: 'main', method: 'GET', path: '/api/user/home/bar/list' } as const;

/** An optional whole-number query parameter: its value, the fallback when absent, NaN when malformed. */
export function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

const toBar = ({ barType: _bar, tenantId: _tenant, names, ...entry }: HomeBarRecordType, language: TextLanguage): HomeBar => ({
  ...entry,
  name: names[language],
});

export const homeBarHandlers = [
  route<never, never, HomeBarListResponse>({ ...HOME_BAR_LIST, auth: false }, ({ request }) => {
    const language = textLanguageOf(request);
    const url = new URL(request.url);
    const barType = intParam(url, 'barType', 1);
    const tenantId = intParam(url, 'tenantId', DEFAULT_TENANT_ID);
    if ((barType !== 1 && barType !== 2) || Number.isNaN(tenantId)) return lobbyFail(LobbyCode.badRequest);
    const entries = db.homeBars.findMany((q) => q.where({ barType, tenantId })).sort((a, b) => a.sortNum - b.sortNum);
    return ok(entries.map((entry) => toBar(entry, language)));
  }),
];
