import type { LobbyGame } from './lobby-games';

/** How many recently played games the lobby keeps. */
export const RECENT_GAMES_LIMIT = 12;

const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const optionalText = (value: unknown): string | undefined => (isText(value) ? value : undefined);

/** One stored entry as a LobbyGame, or null when it is not one (a hand-edited or older value). */
function parseEntry(value: unknown): LobbyGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (!isText(entry.key) || !isId(entry.gameId) || !isId(entry.typeId) || !isText(entry.name) || !isText(entry.lobbyCode)) return null;
  return {
    key: entry.key,
    gameId: entry.gameId,
    typeId: entry.typeId,
    name: entry.name,
    provider: optionalText(entry.provider) ?? '',
    lobbyCode: entry.lobbyCode,
    gameCode: optionalText(entry.gameCode),
    image: optionalText(entry.image),
  };
}

/** The stored list, keeping valid entries only, each game once, at most RECENT_GAMES_LIMIT. */
export function parseRecentGames(raw: unknown): LobbyGame[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const games: LobbyGame[] = [];
  for (const value of raw) {
    const game = parseEntry(value);
    if (!game || seen.has(game.key)) continue;
    seen.add(game.key);
    games.push(game);
    if (games.length === RECENT_GAMES_LIMIT) break;
  }
  return games;
}

/** The list after playing `game`: it moves to the front, the oldest drops off past the limit. */
export function withRecentGame(list: readonly LobbyGame[], game: LobbyGame): LobbyGame[] {
  const { isHot: _hot, isNew: _new, ...kept } = game;
  return [kept, ...list.filter((entry) => entry.key !== game.key)].slice(0, RECENT_GAMES_LIMIT);
}
