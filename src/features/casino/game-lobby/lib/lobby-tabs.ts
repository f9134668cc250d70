import { C_SPORT_GAME_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';

/** The query parameter that keeps the lobby's selected tab: a game type id, or RECENT_TAB. */
export const LOBBY_TAB_PARAM = 'lobby';

/** The lobby's "recently played" tab (shown first while this device has played a game). */
export const RECENT_TAB = 'recent';

type TabType = { id: number; gameList: readonly { id: number }[] };

/**
 * The sports type holds only the C-sport entry, which opens the sportsbook (the tab bar rule): a lobby never opens
 * on it. A type whose every entry is the C-sport game counts the same.
 */
export const isSportsType = (type: TabType): boolean =>
  type.id === SPORT_GAME_TYPE_ID || (type.gameList.length > 0 && type.gameList.every((entry) => entry.id === C_SPORT_GAME_ID));

/** The type a lobby opens on by default: the first casino type in the agent line's order, else the first type. */
export function firstCasinoType<T extends TabType>(types: readonly T[]): T | undefined {
  return types.find((type) => !isSportsType(type)) ?? types[0];
}

/**
 * The tab the home lobby shows: the one the address names (a type, or RECENT_TAB while there are recent games),
 * else "recently played" when this device has played, else the first casino type. Undefined when there is no tab.
 */
export function lobbyTab<T extends TabType>(types: readonly T[], param: string | null, hasRecent: boolean): T | typeof RECENT_TAB | undefined {
  if (param === RECENT_TAB && hasRecent) return RECENT_TAB;
  const named = types.find((type) => String(type.id) === param);
  if (named) return named;
  return hasRecent ? RECENT_TAB : firstCasinoType(types);
}
