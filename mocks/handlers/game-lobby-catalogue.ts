// What the lobby's handlers share: where the game type list comes from (the seeded records, or those with a
// scenario's maintenance windows laid over them), names in the request's language, and the maintenance rule of
// SPEC.md section 4 (strictly between start and end, server time zone) read on the mock clock.
import type { GameEntry, GameType } from '@/shared/api/generated/main/model';
import { isInMaintenanceWindow } from '@/shared/lib/maintenance';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { LOBBY_NAMES } from '../seed/game-types';
import { fail, resultCodes } from './main-envelope';
import type { TextLanguage } from './text-language';

/** The game type list a handler reads (records in server order, names as stored). */
export type TypesSource = () => GameType[];

export const seededTypes: TypesSource = () => db.gameTypes.all();

export interface Window {
  startTime: string;
  endTime: string;
}

/** A window from `fromMs` to `toMs` (epoch ms) as the server writes it. */
export const windowBetween = (fromMs: number, toMs: number): Window => ({ startTime: formatServerTime(fromMs), endTime: formatServerTime(toMs) });

/** The seeded list with windows laid over the types and games they name (by id). */
export function withWindows(windows: ReadonlyMap<number, Window>, source: TypesSource = seededTypes): TypesSource {
  return () =>
    source().map((type) => ({
      ...type,
      ...windows.get(type.id),
      gameList: type.gameList.map((game) => ({ ...game, ...windows.get(game.id) })),
    }));
}

const nameIn = (id: number, language: TextLanguage, stored: string): string => LOBBY_NAMES.get(id)?.[language] ?? stored;

/** The list as answered: type and game names in the request's language. */
export function localiseTypes(types: readonly GameType[], language: TextLanguage): GameType[] {
  return types.map((type) => ({
    ...type,
    name: nameIn(type.id, language, type.name),
    gameList: type.gameList.map((game) => ({ ...game, name: nameIn(game.id, language, game.name) })),
  }));
}

export interface FoundEntry {
  type: GameType;
  game: GameEntry;
}

/** The gameList entry with that id and the type holding it. */
export function findEntry(types: readonly GameType[], gameId: number): FoundEntry | undefined {
  for (const type of types) {
    const game = type.gameList.find((entry) => entry.id === gameId);
    if (game) return { type, game };
  }
  return undefined;
}

/** True while the entry's own window or its type's window holds `now` (strictly between start and end). */
export function isEntryUnderMaintenance({ type, game }: FoundEntry, now: number = Date.now()): boolean {
  return (
    isInMaintenanceWindow(game.startTime, game.endTime, now, `game ${game.id}`) ||
    isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`)
  );
}

/** The lobby's result codes (openapi x-error-codes of slot list and single-wallet/jump). */
export const { codes: LobbyCode, messages: lobbyMessages } = resultCodes({
  maintenance: [1010000001, { vi: 'Trò chơi đang bảo trì', zh: '游戏维护中', en: 'The game is under maintenance' }],
  closed: [1010000002, { vi: 'Trò chơi không tồn tại hoặc đã đóng', zh: '游戏不存在或已关闭', en: 'The game does not exist or is closed' }],
  badRequest: [1001000010, { vi: 'Dữ liệu không hợp lệ', zh: '数据无效', en: 'Invalid data' }],
});

/** A lobby failure (sent in the request's language by the route). */
export const lobbyFail = (code: number) => fail(code, lobbyMessages[code]);
