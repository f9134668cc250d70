import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { GameType } from '@/shared/api/generated/main/model';
import {
  C_SPORT_GAME_ID,
  findGame,
  isGameTypeUnderMaintenance,
  isGameUnderMaintenance,
  normaliseGameTypes,
  sortByLobby,
} from './game-type-rules';

const NOW = Date.parse('2026-11-23T03:00:00+08:00');
const OPEN = { startTime: null, endTime: null };
const WINDOW = { startTime: '2026-11-23 02:00:00', endTime: '2026-11-23 04:00:00' };
const LATER = { startTime: '2026-11-23 05:00:00', endTime: '2026-11-23 06:00:00' };

const list = (): GameType[] => [
  { id: 1001101, name: 'Sports', ...OPEN, gameList: [{ id: C_SPORT_GAME_ID, name: 'C-Sports', lobbyCode: 'c_sports', ...OPEN }] },
  { id: 1001104, gameType: 7, name: 'Slots', ...WINDOW, gameList: [{ id: 1001104001, name: 'PP', lobbyCode: 'PP_SLOT', ...OPEN }] },
  { id: 1001102, name: 'Casino', ...OPEN, gameList: [{ id: 1001102001, name: 'Live', ...WINDOW }, { id: 1001102002, name: 'Other', ...LATER }] },
];

describe('normaliseGameTypes', () => {
  it('assigns gameType by 1-based position only when absent', () => {
    expect(normaliseGameTypes(list(), NOW).map((type) => type.gameType)).toEqual([1, 7, 3]);
  });

  it('computes isMaintain for every type and game', () => {
    const types = normaliseGameTypes(list(), NOW);
    expect(types.map((type) => type.isMaintain)).toEqual([false, true, false]);
    expect(types.flatMap((type) => type.gameList.map((game) => [game.id, game.isMaintain]))).toEqual([
      [C_SPORT_GAME_ID, false],
      [1001104001, false],
      [1001102001, true],
      [1001102002, false],
    ]);
  });

  it('keeps the server fields and order', () => {
    const [sports] = normaliseGameTypes(list(), NOW);
    expect(sports).toMatchObject({ id: 1001101, name: 'Sports', gameList: [{ lobbyCode: 'c_sports' }] });
  });

  it('reads a missing or null list as empty, and a type without games as having none', () => {
    expect(normaliseGameTypes(null)).toEqual([]);
    expect(normaliseGameTypes(undefined)).toEqual([]);
    expect(normaliseGameTypes([{ id: 1, name: 'x', gameList: undefined as never }], NOW)[0]?.gameList).toEqual([]);
  });

  it('a bad time means not under maintenance (and is logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const types = normaliseGameTypes([{ id: 9, name: 'x', startTime: 'bad', endTime: WINDOW.endTime, gameList: [] }], NOW);
    expect(types[0]?.isMaintain).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('game type 9'));
  });

  it('gameType is always a positive number (property)', () => {
    const entry = fc.record({ id: fc.integer(), gameType: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (raw) => {
        const types = normaliseGameTypes(raw.map((r) => ({ ...r, name: 'n', gameList: [] })), NOW);
        types.forEach((type, index) => expect(type.gameType).toBe(raw[index]?.gameType ?? index + 1));
      }),
    );
  });
});

describe('isGameUnderMaintenance', () => {
  it('looks at the game window and at the window of the type holding it', () => {
    const types = normaliseGameTypes(list(), NOW);
    expect(isGameUnderMaintenance(types, C_SPORT_GAME_ID, NOW)).toBe(false);
    expect(isGameUnderMaintenance(types, 1001104001, NOW)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001102001, NOW)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001102002, NOW)).toBe(false);
  });

  it('re-reads the windows at the given time', () => {
    const types = normaliseGameTypes(list(), NOW);
    const inLater = Date.parse('2026-11-23T05:30:00+08:00');
    expect(isGameUnderMaintenance(types, 1001102002, inLater)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001104001, inLater)).toBe(false);
  });

  it('an unknown game is not under maintenance', () => {
    expect(isGameUnderMaintenance(normaliseGameTypes(list(), NOW), 42, NOW)).toBe(false);
    expect(isGameUnderMaintenance([], C_SPORT_GAME_ID, NOW)).toBe(false);
    expect(findGame([], 1)).toBeNull();
  });

  it('the C-sport game under maintenance', () => {
    const raw = list();
    raw[0]!.gameList[0] = { ...raw[0]!.gameList[0]!, ...WINDOW };
    expect(isGameUnderMaintenance(normaliseGameTypes(raw, NOW), C_SPORT_GAME_ID, NOW)).toBe(true);
  });

  it('game type maintenance by id', () => {
    const types = normaliseGameTypes(list(), NOW);
    expect(isGameTypeUnderMaintenance(types, 1001104, NOW)).toBe(true);
    expect(isGameTypeUnderMaintenance(types, 1001101, NOW)).toBe(false);
    expect(isGameTypeUnderMaintenance(types, 5, NOW)).toBe(false);
  });
});

describe('sortByLobby', () => {
  const types = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('puts the listed types first in the list order and keeps the rest in server order', () => {
    expect(sortByLobby(types, [3, 1]).map((t) => t.id)).toEqual([3, 1, 2, 4]);
    expect(sortByLobby(types, [9, 4]).map((t) => t.id)).toEqual([4, 1, 2, 3]);
  });

  it('null keeps the server order and never mutates the input', () => {
    const copy = sortByLobby(types, null);
    expect(copy.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(copy).not.toBe(types);
  });

  it('is a permutation that respects the lobby order (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 20 })), fc.array(fc.integer({ min: 0, max: 20 })), (ids, sort) => {
        const sorted = sortByLobby(ids.map((id) => ({ id })), sort).map((t) => t.id);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        const listed = sorted.filter((id) => sort.includes(id));
        expect(sorted.slice(0, listed.length)).toEqual(listed);
        const firstIndex = (id: number) => sort.indexOf(id);
        for (let i = 1; i < listed.length; i += 1) expect(firstIndex(listed[i - 1]!)).toBeLessThan(firstIndex(listed[i]!));
        expect(sorted.filter((id) => !sort.includes(id))).toEqual(ids.filter((id) => !sort.includes(id)));
      }),
    );
  });
});
