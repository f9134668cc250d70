import type { SlotGame } from '@/shared/api/generated/main/model';
import { findGame, SLOT_GAME_TYPE_ID, type GameEntryWithState, type GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { isInMaintenanceWindow, type MaintenanceRange } from '@/shared/lib/maintenance';
import { parseServerTime } from '@/shared/lib/server-time';
import { firstCasinoType } from './lobby-tabs';

/**
 * The lobby's view of a game: one tile. A slot game comes from the slot list of its platform (the platform is a game
 * of the slot type, SPEC.md section 9); a live game is an entry of its type's gameList. Either way the tile enters
 * the game through single-wallet/jump with `gameId` (the platform or the entry) and `lobbyCode`, and a slot game
 * adds its `gameCode`.
 */
export interface LobbyGame {
  /** Unique in the lobby: the platform or entry id and the provider's game code. */
  key: string;
  /** The id sent to single-wallet/jump and checked for maintenance (the platform of a slot game). */
  gameId: number;
  /** The game type (tab) the game belongs to. */
  typeId: number;
  name: string;
  /** Who provides the game: the platform of a slot game, the type of a live game. */
  provider: string;
  lobbyCode: string;
  gameCode?: string;
  image?: string;
  isHot?: boolean;
  isNew?: boolean;
}

/** Types whose games are the slot lists of their platforms; every other type lists its games in gameList. */
export const SLOT_LIST_TYPE_IDS: readonly number[] = [SLOT_GAME_TYPE_ID];

export const usesSlotList = (typeId: number): boolean => SLOT_LIST_TYPE_IDS.includes(typeId);

/** The slot list's filter (SlotListRequest.slotType): all, hot, new, jackpot. */
export const SLOT_FILTERS = [0, 1, 2, 3] as const;
export type SlotFilter = (typeof SLOT_FILTERS)[number];

const gameKey = (gameId: number, gameCode?: string): string => `${gameId}:${gameCode ?? ''}`;

/** The tiles of a type that lists its games in gameList. */
export function gameListTiles(type: GameTypeEntry): LobbyGame[] {
  return type.gameList.map((entry) => ({
    key: gameKey(entry.id),
    gameId: entry.id,
    typeId: type.id,
    name: entry.name,
    provider: type.name,
    lobbyCode: entry.lobbyCode ?? '',
    image: entry.icon,
  }));
}

/** The tiles of one slot platform's list, in the server's order (sortNum, then as sent). */
export function slotTiles(typeId: number, platform: GameEntryWithState, games: readonly SlotGame[]): LobbyGame[] {
  const ordered = games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => (a.game.sortNum ?? Number.MAX_SAFE_INTEGER) - (b.game.sortNum ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
  return ordered.map(({ game }) => ({
    key: gameKey(platform.id, game.gameCode),
    gameId: platform.id,
    typeId,
    name: game.name,
    provider: platform.name,
    lobbyCode: platform.lobbyCode || game.lobbyCode,
    gameCode: game.gameCode,
    image: game.imageUrl,
    isHot: game.isHot,
    isNew: game.isNew,
  }));
}

/** Folds case, accents (Vietnamese tones, đ) and spacing so "no hu" finds "Nổ hũ". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The games whose name or provider holds every word of the query; all of them for a blank query. */
export function searchGames<T extends Pick<LobbyGame, 'name' | 'provider'>>(games: readonly T[], query: string): T[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...games];
  return games.filter((game) => {
    const haystack = foldText(`${game.name} ${game.provider}`);
    return words.every((word) => haystack.includes(word));
  });
}

const windowOf = (entry: { startTime?: string | null; endTime?: string | null }): MaintenanceRange | null => {
  const startMs = parseServerTime(entry.startTime);
  const endMs = parseServerTime(entry.endTime);
  return startMs !== null && endMs !== null ? { startMs, endMs } : null;
};

/**
 * The maintenance window the game is inside at `now`: its own window, else the window of the type holding it
 * (SPEC.md section 4: strictly between start and end, server time zone). Null when it can be played, and for a game
 * no type lists.
 */
export function activeMaintenance(types: readonly GameTypeEntry[], gameId: number, now: number): MaintenanceRange | null {
  const found = findGame(types, gameId);
  if (!found) return null;
  const { game, type } = found;
  if (isInMaintenanceWindow(game.startTime, game.endTime, now, `game ${game.id}`)) return windowOf(game);
  if (isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`)) return windowOf(type);
  return null;
}

/** The window a whole type is inside at `now`, or null. */
export function typeMaintenance(type: Pick<GameTypeEntry, 'id' | 'startTime' | 'endTime'>, now: number): MaintenanceRange | null {
  return isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`) ? windowOf(type) : null;
}

/** The first `count` items and how many are left after them (a lobby grid shows long lists a page at a time). */
export function firstPage<T>(items: readonly T[], count: number): { shown: T[]; left: number } {
  const shown = items.slice(0, Math.max(0, count));
  return { shown, left: items.length - shown.length };
}

/** The /game filters read from its address: the slot platform (provider) and the slot list's filter. */
export interface GameFilterState {
  provider: number | undefined;
  filter: SlotFilter;
}

/** Reads ?provider= (a platform of the type, else all) and ?filter= (0-3, else 0). */
export function readGameFilters(params: URLSearchParams, type: Pick<GameTypeEntry, 'gameList'> | undefined): GameFilterState {
  const provider = Number(params.get('provider'));
  const filter = Number(params.get('filter'));
  return {
    provider: type?.gameList.some((entry) => entry.id === provider) ? provider : undefined,
    filter: (SLOT_FILTERS as readonly number[]).includes(filter) ? (filter as SlotFilter) : 0,
  };
}

/**
 * The type /game opens: ?type= (or ?gameTypeId=, the home bar's link), else the type holding the game of ?lobbyCode=
 * (a home bar entry that names a lobby), else the first casino type (never the sports type with its one entry).
 */
export function typeFromParams<T extends Pick<GameTypeEntry, 'id' | 'gameList'>>(types: readonly T[], params: URLSearchParams): T | undefined {
  const named = params.get('type') ?? params.get('gameTypeId');
  const byId = types.find((type) => String(type.id) === named);
  if (byId) return byId;
  const lobbyCode = params.get('lobbyCode');
  const byLobby = lobbyCode ? types.find((type) => type.gameList.some((entry) => entry.lobbyCode === lobbyCode)) : undefined;
  return byLobby ?? firstCasinoType(types);
}
