import { describe, expect, it } from 'vitest';
import type { LobbyGame } from './lobby-games';
import { parseRecentGames, RECENT_GAMES_LIMIT, withRecentGame } from './recent-games';

const game = (n: number, extra: Partial<LobbyGame> = {}): LobbyGame => ({
  key: `${n}:`,
  gameId: 1000 + n,
  typeId: 1001102,
  name: `Game ${n}`,
  provider: 'Live',
  lobbyCode: `L${n}`,
  ...extra,
});

describe('recently played games', () => {
  it('puts the game played first and keeps each game once', () => {
    const list = withRecentGame(withRecentGame(withRecentGame([], game(1)), game(2)), game(1));
    expect(list.map((entry) => entry.key)).toEqual(['1:', '2:']);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let list: LobbyGame[] = [];
    for (let n = 1; n <= RECENT_GAMES_LIMIT + 3; n += 1) list = withRecentGame(list, game(n));
    expect(list).toHaveLength(RECENT_GAMES_LIMIT);
    expect(list[0]?.key).toBe(`${RECENT_GAMES_LIMIT + 3}:`);
    expect(list.some((entry) => entry.key === '3:')).toBe(false);
  });

  it('does not keep the hot and new flags (they change with the catalogue)', () => {
    expect(withRecentGame([], game(1, { isHot: true, isNew: true }))[0]).not.toHaveProperty('isHot');
  });

  it('reads back what it wrote, and drops what is not a game', () => {
    const stored = JSON.parse(JSON.stringify(withRecentGame([game(2)], game(1, { gameCode: 'vs20', image: 'x.svg' })))) as unknown;
    expect(parseRecentGames(stored)).toEqual([game(1, { gameCode: 'vs20', image: 'x.svg' }), game(2)]);
    expect(parseRecentGames([{ key: 1 }, null, 'x', game(3), game(3)])).toEqual([game(3)]);
    expect(parseRecentGames({ not: 'a list' })).toEqual([]);
    expect(parseRecentGames(null)).toEqual([]);
  });
});
