import { describe, expect, it } from 'vitest';
import { C_SPORT_GAME_ID, isGameUnderMaintenance, normaliseGameTypes, SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/lib/game-types';
import { useScenario } from '../node';
import { call } from '../testing/client';

const list = async () => {
  const answer = await call('GET', '/api/game/home/gameType/list');
  expect(answer.code).toBe(200);
  return answer.data;
};

describe('game type list', () => {
  it('answers guests with the types in server order, sports first, with the C-sport and PP_SLOT games', async () => {
    const data = await list();
    expect(data.map((type: { id: number }) => type.id)).toEqual([SPORT_GAME_TYPE_ID, SLOT_GAME_TYPE_ID, 1001102, 1001103]);
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
