import { beforeAll, describe, expect, it } from 'vitest';
import { C_SPORT_GAME_ID, isGameUnderMaintenance, normaliseGameTypes, SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { useScenario } from '../node';
import { call, WARM_UP_MS } from '../testing/client';
import { lobbyCall, warmUp } from './game-lobby-test-client';

const list = async () => {
  const answer = await call('GET', '/api/game/home/gameType/list');
  expect(answer.code).toBe(200);
  return answer.data;
};

describe('game type list', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('answers guests with the types in server order (sports first, fishing last), with the C-sport and PP_SLOT games', async () => {
    const data = await list();
    expect(data.map((type: { id: number }) => type.id)).toEqual([SPORT_GAME_TYPE_ID, SLOT_GAME_TYPE_ID, 1001102, 1001103, 1001105]);
    expect(data[0].gameList[0]).toMatchObject({ id: C_SPORT_GAME_ID, lobbyCode: 'c_sports' });
    expect(data[1].gameList[0]).toMatchObject({ lobbyCode: 'PP_SLOT' });
    expect(data[3].gameType).toBeUndefined();
  });

  it('has nothing under maintenance by default; the slot game window is tomorrow', async () => {
    const types = normaliseGameTypes(await list());
    expect(types.some((type) => type.isMaintain || type.gameList.some((game) => game.isMaintain))).toBe(false);
    expect(isGameUnderMaintenance(types, 1001104001, Date.now() + 25 * 3_600_000)).toBe(true);
  });

  it('c-sport-maintenance puts the C-sport game inside a window', async () => {
    useScenario('c-sport-maintenance');
    const types = normaliseGameTypes(await list());
    expect(isGameUnderMaintenance(types, C_SPORT_GAME_ID)).toBe(true);
    expect(types[0]?.isMaintain).toBe(false);
  });

  it('slot-maintenance puts the whole slot type inside a window', async () => {
    useScenario('slot-maintenance');
    const types = normaliseGameTypes(await list());
    expect(types.find((type) => type.id === SLOT_GAME_TYPE_ID)?.isMaintain).toBe(true);
    expect(isGameUnderMaintenance(types, 1001104001)).toBe(true);
    expect(isGameUnderMaintenance(types, C_SPORT_GAME_ID)).toBe(false);
  });
});

describe('game type list texts and catalogue', () => {
  it('names types and games in the request\'s language, with a sized tile for every game', async () => {
    const en = (await lobbyCall('GET', '/api/game/home/gameType/list', { language: 'en-US' })).data;
    const zh = (await lobbyCall('GET', '/api/game/home/gameType/list', { language: 'zh-CN' })).data;
    expect(en.map((type: { name: string }) => type.name)).toEqual(['Sports', 'Slots', 'Live casino', 'Lottery', 'Fishing']);
    expect(zh[2].name).toBe('真人娱乐');
    expect(en[2].gameList.map((game: { lobbyCode: string }) => game.lobbyCode)).toContain('EVO_LIVE');
    expect(en[1].gameList.map((game: { lobbyCode: string }) => game.lobbyCode)).toEqual(['PP_SLOT', 'PG_SLOT', 'JILI_SLOT']);
    for (const type of en) for (const game of type.gameList) expect(game.icon).toMatch(/^\/mock-pictures\/tile\/[\w-]+\/\w+\.svg$/);
  });

  it('lobby-maintenance puts fishing and two games inside windows on the clock, strictly between start and end', async () => {
    useScenario('lobby-maintenance');
    const now = Date.now();
    const types = normaliseGameTypes(await list());
    expect(types.find((type) => type.id === 1001105)?.isMaintain).toBe(true);
    expect(isGameUnderMaintenance(types, 1001102002, now)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001104002, now)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001102001, now)).toBe(false);
    expect(isGameUnderMaintenance(types, 1001104001, now)).toBe(false);
    const liveEnd = Math.floor(now / 1000) * 1000 + 20 * 60_000;
    expect(isGameUnderMaintenance(types, 1001102002, liveEnd - 1000)).toBe(true);
    expect(isGameUnderMaintenance(types, 1001102002, liveEnd)).toBe(false);
  });
});
