// The game type list: lobby catalogue with the maintenance windows of every type and game (no session needed),
// type and game names in the request's language.
import type { GameTypeListResponse } from '@/shared/api/generated/main/model';
import { localiseTypes, seededTypes, type TypesSource } from './game-lobby-catalogue';
import { ok } from './main-envelope';
import { route } from './routes';
import { textLanguageOf } from './text-language';

export const GAME_TYPE_LIST = { api: 'main', method: 'GET', path: '/api/game/home/gameType/list' } as const;

/** The list over a source of game types (the seeded records, or a scenario's windows laid over them). */
export function gameTypeListHandler(source: TypesSource = seededTypes) {
  return route<never, never, GameTypeListResponse>({ ...GAME_TYPE_LIST, auth: false }, ({ request }) =>
    ok(localiseTypes(source(), textLanguageOf(request))),
  );
}

export const gameTypeHandlers = [gameTypeListHandler()];
