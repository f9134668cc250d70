import type { GameEntry, GameType } from '@/shared/api/generated/main/model';
import { isInMaintenanceWindow } from '../../lib/maintenance';

/** Game type and game ids the app refers to by number (SPEC.md section 9). */
export const SPORT_GAME_TYPE_ID = 1001101;
export const SLOT_GAME_TYPE_ID = 1001104;
/** The C-sport game: when it is under maintenance the sports tab goes to /maintain. */
export const C_SPORT_GAME_ID = 1001101101;
/** The game type list refreshes every 180 s (SPEC.md section 9). */
export const GAME_TYPE_REFRESH_MS = 180_000;

export interface GameEntryWithState extends GameEntry {
  /** True when the game's own window covered the moment the list was read. */
  isMaintain: boolean;
}

export interface GameTypeEntry extends Omit<GameType, 'gameList' | 'gameType'> {
  /** The server's value, or the 1-based position in the list when the server sent none. */
  gameType: number;
  /** True when the type's own window covered the moment the list was read. */
  isMaintain: boolean;
  gameList: GameEntryWithState[];
}

/**
 * The client view of the game type list: gameType assigned by position when absent, isMaintain computed for
 * every type and game at `now`.
 */
export function normaliseGameTypes(list: readonly GameType[] | null | undefined, now: number = Date.now()): GameTypeEntry[] {
  const types: readonly GameType[] = Array.isArray(list) ? list : [];
  return types.map((type, index) => ({
    ...type,
    gameType: typeof type.gameType === 'number' ? type.gameType : index + 1,
    isMaintain: isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`),
    gameList: (type.gameList ?? []).map((game) => ({
      ...game,
      isMaintain: isInMaintenanceWindow(game.startTime, game.endTime, now, `game ${game.id}`),
    })),
  }));
}

/** The game and the type holding it, or null when no type lists the game. */
export function findGame(
  types: readonly GameTypeEntry[],
  gameId: number,
): { type: GameTypeEntry; game: GameEntryWithState } | null {
  for (const type of types) {
    const game = type.gameList.find((entry) => entry.id === gameId);
    if (game) return { type, game };
  }
  return null;
}

/**
 * True when the game's window, or the window of the type that holds it, contains `now`. The windows are read
 * again at `now`, so a window that opened since the last refresh counts. An unknown game is not under maintenance.
 */
export function isGameUnderMaintenance(types: readonly GameTypeEntry[], gameId: number, now: number = Date.now()): boolean {
  const found = findGame(types, gameId);
  if (!found) return false;
  const { type, game } = found;
  return (
    isInMaintenanceWindow(game.startTime, game.endTime, now, `game ${game.id}`) ||
    isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`)
  );
}

/** True when the type's window contains `now`; an unknown type is not under maintenance. */
export function isGameTypeUnderMaintenance(types: readonly GameTypeEntry[], typeId: number, now: number = Date.now()): boolean {
  const type = types.find((entry) => entry.id === typeId);
  return type ? isInMaintenanceWindow(type.startTime, type.endTime, now, `game type ${type.id}`) : false;
}

/**
 * Orders the types by an agent line's lobbySort (a list of game type ids). Types the list names come first in its
 * order; the others keep the server order after them. A null lobbySort keeps the server order.
 */
export function sortByLobby<T extends { id: number }>(types: readonly T[], lobbySort: readonly number[] | null): T[] {
  if (!lobbySort) return [...types];
  const rank = new Map<number, number>();
  lobbySort.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  return types
    .map((type, index) => ({ type, index, rank: rank.get(type.id) ?? lobbySort.length + index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ type }) => type);
}
