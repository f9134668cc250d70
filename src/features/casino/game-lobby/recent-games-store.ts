import { createStore, watchStorageKey } from '@/shared/lib/create-store';
import { readStoredJson, writeStored } from '@/shared/lib/safe-storage';
import { useStore } from '@/shared/lib/use-store';
import type { LobbyGame } from './lib/lobby-games';
import { parseRecentGames, withRecentGame } from './lib/recent-games';

/** Local storage key of the recently played games (this device only; no call keeps them). */
export const RECENT_GAMES_KEY = 'casinoRecentGames';

const EMPTY: readonly LobbyGame[] = Object.freeze([]);
let cachedRaw: string | undefined;
let cached: readonly LobbyGame[] = EMPTY;

function read(): readonly LobbyGame[] {
  const raw = readStoredJson(RECENT_GAMES_KEY);
  const key = JSON.stringify(raw) ?? 'null';
  if (key !== cachedRaw) {
    cachedRaw = key;
    const parsed = parseRecentGames(raw);
    cached = parsed.length > 0 ? parsed : EMPTY;
  }
  return cached;
}

const recentGamesStore = createStore<readonly LobbyGame[]>(EMPTY, {
  source: { read, write: (next) => writeStored(RECENT_GAMES_KEY, JSON.stringify(next)) },
  watch: (changed) => watchStorageKey(RECENT_GAMES_KEY, changed),
});

/** Puts the game first in the recently played list. */
export function rememberRecentGame(game: LobbyGame): void {
  recentGamesStore.update((current) => withRecentGame(current, game));
}

/** The recently played games, newest first. */
export function useRecentGames(): readonly LobbyGame[] {
  return useStore(recentGamesStore);
}
