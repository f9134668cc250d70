import { describe, expect, it } from 'vitest';
import { C_SPORT_GAME_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { firstCasinoType, isSportsType, lobbyTab, RECENT_TAB } from './lobby-tabs';

const sports = { id: SPORT_GAME_TYPE_ID, gameList: [{ id: C_SPORT_GAME_ID }] };
const slots = { id: 1001104, gameList: [{ id: 1001104001 }, { id: 1001104002 }] };
const live = { id: 1001102, gameList: [{ id: 1001102001 }] };
/** A type the server names differently that still holds only the C-sport entry. */
const cSportOnly = { id: 1009999, gameList: [{ id: C_SPORT_GAME_ID }] };

describe('isSportsType', () => {
  it('is the sports type, or a type holding only the C-sport entry', () => {
    expect(isSportsType(sports)).toBe(true);
    expect(isSportsType(cSportOnly)).toBe(true);
    expect(isSportsType(slots)).toBe(false);
    expect(isSportsType({ id: 1001105, gameList: [] })).toBe(false);
    expect(isSportsType({ id: 1001105, gameList: [{ id: C_SPORT_GAME_ID }, { id: 7 }] })).toBe(false);
  });
});

describe('firstCasinoType', () => {
  it('skips the sports types at the front of the agent line order', () => {
    expect(firstCasinoType([sports, cSportOnly, live, slots])).toBe(live);
    expect(firstCasinoType([slots, sports])).toBe(slots);
  });

  it('takes the first type when there is nothing but sports, and nothing from no types', () => {
    expect(firstCasinoType([sports])).toBe(sports);
    expect(firstCasinoType([])).toBeUndefined();
  });
});

describe('lobbyTab', () => {
  const types = [sports, slots, live];

  it('takes the type the address names, sports included (the player chose it)', () => {
    expect(lobbyTab(types, '1001102', false)).toBe(live);
    expect(lobbyTab(types, String(SPORT_GAME_TYPE_ID), true)).toBe(sports);
  });

  it('without a usable address opens on the first casino type, or on the recent games once there are some', () => {
    expect(lobbyTab(types, null, false)).toBe(slots);
    expect(lobbyTab(types, '42', false)).toBe(slots);
    expect(lobbyTab(types, null, true)).toBe(RECENT_TAB);
    expect(lobbyTab(types, '42', true)).toBe(RECENT_TAB);
  });

  it('the recent tab only while there are recent games', () => {
    expect(lobbyTab(types, RECENT_TAB, true)).toBe(RECENT_TAB);
    expect(lobbyTab(types, RECENT_TAB, false)).toBe(slots);
  });

  it('no tab at all without types and recent games', () => {
    expect(lobbyTab([], '1', false)).toBeUndefined();
    expect(lobbyTab([], null, true)).toBe(RECENT_TAB);
  });
});
