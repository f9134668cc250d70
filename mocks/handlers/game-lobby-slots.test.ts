import { beforeAll, describe, expect, it } from 'vitest';
import { SlotGameListResponse } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { useScenario } from '../node';
import { buildSlotGames, SLOT_GAME_COUNTS } from '../seed/game-lobby-slots';
import { createRandom } from '../seed/random';
import { MOCK_ORIGIN, WARM_UP_MS } from '../testing/client';
import { lobbyCall, slotList, warmUp } from './game-lobby-test-client';

const PP = 1001104001;
const PG = 1001104002;
const JILI = 1001104003;
const [PP_COUNT, , JILI_COUNT] = SLOT_GAME_COUNTS as readonly [number, number, number];

describe('slot list', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('answers a platform\'s games in display order, each with a code, a sized SVG tile and its lobby code', async () => {
    const answer = await slotList({ id: PP, line: '', slotType: 0 });
    expect(SlotGameListResponse.parse(answer).code).toBe(200);
    expect(answer.data).toHaveLength(PP_COUNT);
    expect(answer.data.map((game: { sortNum: number }) => game.sortNum)).toEqual(answer.data.map((_: unknown, index: number) => index + 1));
    const [first] = answer.data;
    expect(first).toMatchObject({ lobbyCode: 'PP_SLOT', gameCode: expect.stringMatching(/^vs20[a-z]+$/), isHot: true });
    expect(first.imageUrl).toMatch(/^\/mock-pictures\/tile\/vs20[a-z]+\/\w+\.svg$/);
    const svg = await (await fetch(`${MOCK_ORIGIN}${first.imageUrl}`)).text();
    expect(svg).toMatch(/^<svg [^>]*width="200" height="200"/);
    expect((await slotList({ id: PG })).data[0].lobbyCode).toBe('PG_SLOT');
    expect((await slotList({ id: JILI })).data).toHaveLength(JILI_COUNT);
  });

  it('holds a few hundred games over three platforms, with unique ids, codes and names, the same for the same seed', () => {
    const games = buildSlotGames(createRandom(20));
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.names.en)).size).toBe(games.length);
    expect(buildSlotGames(createRandom(20))).toEqual(games);
    expect(buildSlotGames(createRandom(21))).not.toEqual(games);
  });

  it('filters hot, new and jackpot games', async () => {
    const all = (await slotList({ id: PP, slotType: 0 })).data;
    for (const [slotType, flag] of [[1, 'isHot'], [2, 'isNew']] as const) {
      const filtered = (await slotList({ id: PP, slotType })).data;
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThan(all.length);
      expect(filtered.every((game: Record<string, unknown>) => game[flag] === true)).toBe(true);
    }
    const jackpot = (await slotList({ id: PP, slotType: 3 })).data;
    expect(jackpot.length).toBeGreaterThan(0);
    expect(jackpot.length).toBeLessThan(all.length);
  });

  it('names the games in the request\'s language', async () => {
    const names = async (language: 'vi-VI' | 'zh-CN' | 'en-US') => (await slotList({ id: PP }, language)).data.map((game: { name: string }) => game.name);
    const [vi, zh, en] = [await names('vi-VI'), await names('zh-CN'), await names('en-US')];
    expect(en[0]).toMatch(/^[A-Za-z ]+$/);
    expect(zh[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(vi[0]).not.toBe(en[0]);
    expect(new Set([vi.length, zh.length, en.length])).toEqual(new Set([PP_COUNT]));
  });

  it('answers the demo line only its demo games, and an empty list for anything that is not a slot platform', async () => {
    const full = (await slotList({ id: PP, line: 'lotus-main' })).data;
    const demo = (await slotList({ id: PP, line: 'lotus-demo' })).data;
    expect(demo.length).toBe(Math.ceil(PP_COUNT / 3));
    expect(full.length).toBe(PP_COUNT);
    expect((await slotList({ id: 1001102001 })).data).toEqual([]);
    expect((await slotList({ id: 42 })).data).toEqual([]);
    expect((await slotList({ line: '' })).code).toBe(1001000010);
  });

  it('agent-line-demo answers the demo catalogue whatever line the app sends', async () => {
    useScenario('agent-line-demo');
    expect((await slotList({ id: PP, line: '' })).data).toHaveLength(Math.ceil(PP_COUNT / 3));
  });
});

describe('guest sports token', () => {
  it('answers the empty guest token and the provider address on the request\'s origin; the provider reads odds with it', async () => {
    const answer = await lobbyCall('POST', '/api/game/bet/cSports/guestToken');
    expect(answer).toEqual({ code: 200, msg: 'success', data: { token: '', apiServerAddress: MOCK_ORIGIN, domain: MOCK_ORIGIN.replace('http', 'ws') } });
    const list = await fetch(`${MOCK_ORIGIN}/v1/match/getList`, { method: 'POST', headers: { authorization: answer.data.token, 'content-type': 'application/json' }, body: JSON.stringify({ size: 5 }) });
    expect(((await list.json()) as { code: number }).code).toBe(0);
  });
});
