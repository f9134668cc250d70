import { describe, expect, it } from 'vitest';
import { formatServerTime } from '@/shared/lib/server-time';
import { C_SPORT_GAME_ID, normaliseGameTypes, SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import {
  activeMaintenance,
  firstPage,
  foldText,
  gameListTiles,
  readGameFilters,
  searchGames,
  slotTiles,
  typeFromParams,
  typeMaintenance,
} from './lobby-games';

const NOW = Date.UTC(2026, 10, 28, 4, 0, 0);
const MIN = 60_000;
const window = (from: number, to: number) => ({ startTime: formatServerTime(NOW + from * MIN), endTime: formatServerTime(NOW + to * MIN) });

const types = normaliseGameTypes(
  [
    {
      id: SLOT_GAME_TYPE_ID,
      name: 'Nổ hũ',
      gameList: [
        { id: 11, name: 'PP Nổ hũ', lobbyCode: 'PP_SLOT', ...window(-5, 55) },
        { id: 12, name: 'PG Nổ hũ', lobbyCode: 'PG_SLOT', ...window(60, 120) },
      ],
    },
    { id: 1001102, name: 'Casino trực tiếp', gameList: [{ id: 21, name: 'Evolution Baccarat', lobbyCode: 'EVO_LIVE', icon: 'evo.svg' }] },
    { id: 1001105, name: 'Bắn cá', ...window(-30, 120), gameList: [{ id: 31, name: 'Bắn cá Mega', lobbyCode: 'JILI_FISH' }] },
  ],
  NOW,
);
const [slots, live, fishing] = types as [(typeof types)[number], (typeof types)[number], (typeof types)[number]];

describe('tiles', () => {
  it('a live type lists its gameList entries, entered with their own id and lobby code', () => {
    expect(gameListTiles(live)).toEqual([
      { key: '21:', gameId: 21, typeId: 1001102, name: 'Evolution Baccarat', provider: 'Casino trực tiếp', lobbyCode: 'EVO_LIVE', image: 'evo.svg' },
    ]);
  });

  it('slot games are entered through their platform, in sortNum order, with their game code', () => {
    const pg = slots.gameList[1]!;
    const tiles = slotTiles(slots.id, pg, [
      { id: 2, gameCode: 'pg-b', name: 'B', lobbyCode: 'PG_SLOT', sortNum: 2 },
      { id: 1, gameCode: 'pg-a', name: 'A', lobbyCode: 'PG_SLOT', sortNum: 1, isHot: true, imageUrl: 'a.svg' },
    ]);
    expect(tiles.map((tile) => [tile.key, tile.gameId, tile.gameCode, tile.provider])).toEqual([
      ['12:pg-a', 12, 'pg-a', 'PG Nổ hũ'],
      ['12:pg-b', 12, 'pg-b', 'PG Nổ hũ'],
    ]);
    expect(tiles[0]).toMatchObject({ image: 'a.svg', isHot: true, lobbyCode: 'PG_SLOT' });
  });
});

describe('searchGames', () => {
  const games = [
    { name: 'Rồng Vàng', provider: 'PP Nổ hũ' },
    { name: 'Golden Dragon', provider: 'PG Slots' },
    { name: 'Đền Thiêng', provider: 'JILI' },
  ];

  it('ignores case, Vietnamese tones and đ, and needs every word', () => {
    expect(foldText('  Đền   THIÊNG ')).toBe('den thieng');
    expect(searchGames(games, 'rong vang')).toEqual([games[0]]);
    expect(searchGames(games, 'den thieng')).toEqual([games[2]]);
    expect(searchGames(games, 'golden pg')).toEqual([games[1]]);
    expect(searchGames(games, 'golden pp')).toEqual([]);
  });

  it('finds by provider, and a blank query keeps everything', () => {
    expect(searchGames(games, 'no hu')).toEqual([games[0]]);
    expect(searchGames(games, '   ')).toEqual(games);
  });
});

describe('maintenance', () => {
  it('a game inside its own window is closed, with that window', () => {
    expect(activeMaintenance(types, 11, NOW)).toEqual({ startMs: NOW - 5 * MIN, endMs: NOW + 55 * MIN });
  });

  it('strictly between start and end: the exact start and end are open', () => {
    expect(activeMaintenance(types, 11, NOW - 5 * MIN)).toBeNull();
    expect(activeMaintenance(types, 11, NOW + 55 * MIN)).toBeNull();
    expect(activeMaintenance(types, 11, NOW + 55 * MIN - 1)).not.toBeNull();
  });

  it('a window later today is not maintenance yet; it is once the clock reaches it', () => {
    expect(activeMaintenance(types, 12, NOW)).toBeNull();
    expect(activeMaintenance(types, 12, NOW + 61 * MIN)).toEqual({ startMs: NOW + 60 * MIN, endMs: NOW + 120 * MIN });
  });

  it("a game of a type under maintenance takes the type's window; unknown games are open", () => {
    expect(activeMaintenance(types, 31, NOW)).toEqual({ startMs: NOW - 30 * MIN, endMs: NOW + 120 * MIN });
    expect(typeMaintenance(fishing, NOW)).not.toBeNull();
    expect(typeMaintenance(live, NOW)).toBeNull();
    expect(activeMaintenance(types, 21, NOW)).toBeNull();
    expect(activeMaintenance(types, 999, NOW)).toBeNull();
  });
});

describe('paging and the address', () => {
  it('firstPage shows `count` items and says how many are left', () => {
    expect(firstPage([1, 2, 3, 4, 5], 2)).toEqual({ shown: [1, 2], left: 3 });
    expect(firstPage([1, 2], 12)).toEqual({ shown: [1, 2], left: 0 });
  });

  it('readGameFilters keeps a provider of the type and a known filter only', () => {
    expect(readGameFilters(new URLSearchParams('provider=12&filter=2'), slots)).toEqual({ provider: 12, filter: 2 });
    expect(readGameFilters(new URLSearchParams('provider=21&filter=7'), slots)).toEqual({ provider: undefined, filter: 0 });
    expect(readGameFilters(new URLSearchParams(''), undefined)).toEqual({ provider: undefined, filter: 0 });
  });
});

describe('typeFromParams', () => {
  it('takes ?type=, the home bar ?gameTypeId=, the type of ?lobbyCode=, else the first', () => {
    expect(typeFromParams(types, new URLSearchParams('type=1001105'))).toBe(fishing);
    expect(typeFromParams(types, new URLSearchParams('gameTypeId=1001102'))).toBe(live);
    expect(typeFromParams(types, new URLSearchParams('lobbyCode=EVO_LIVE'))).toBe(live);
    expect(typeFromParams(types, new URLSearchParams('lobbyCode=NOPE'))).toBe(slots);
  });

  it('opens on the first casino type, never on the sports type with its one C-sport entry', () => {
    const sports = normaliseGameTypes([{ id: SPORT_GAME_TYPE_ID, name: 'Thể thao', gameList: [{ id: C_SPORT_GAME_ID, name: 'C-Sports', lobbyCode: '' }] }], NOW);
    const withSports = [...sports, ...types];
    expect(typeFromParams(withSports, new URLSearchParams(''))).toBe(slots);
    expect(typeFromParams(withSports, new URLSearchParams('type=42'))).toBe(slots);
    expect(typeFromParams(withSports, new URLSearchParams(`type=${SPORT_GAME_TYPE_ID}`))).toBe(withSports[0]);
  });
});
