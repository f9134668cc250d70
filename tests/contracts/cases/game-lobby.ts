// Main API contract cases of the home screen and the casino lobby: home bars, advertisements (running, by placement,
// none), a slot platform's hot games, entering a slot game (the demo game's address) and a game under maintenance.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { enterGame } from '@/shared/api/generated/main/game/game';
import { getHomeBarList, getSlotGameList } from '@/shared/api/generated/main/home/home';
import { getAdvertiseList, getAdvertiseListByType } from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { accountCase, accountFailureCase, LOTUS } from './account-case';
import { GAME_LOBBY_STATE } from '../support/game-lobby-states';

/** A picture is a URL on the operator's CDN (the mock serves its own, mocks/handlers/pictures.ts). */
const PICTURE_URL = '^https?://[^\\s/]+/\\S+$';
const picture = (path: string) => M.regex(PICTURE_URL, `https://cdn.lotus.example/${path}`);

/** Fields every advertisement has (activity ids and the cover tag are null on some, so they are not matched here). */
const banner = {
  id: M.integer(41),
  title: M.like('Thưởng nạp đầu 100%'),
  imageUrl: picture('ad/first-deposit.svg'),
  type: M.integer(1),
  jumpType: M.integer(1),
  jumpUrl: M.like(''),
  sortNum: M.integer(1),
  startTime: M.regex(SERVER_TIME, '2026-11-01 00:00:00'),
  endTime: M.regex(SERVER_TIME, '2026-12-31 23:59:59'),
};

/** The first hot game of the PP platform in the seeded catalogue (the provider state's lobby). */
const PP_FIRST = { gameCode: 'vs20wilddragonmegaways', name: 'Rồng Hoang Dã Megaways' };
const JUMP = { gameId: 1001104001, lobbyCode: 'PP_SLOT', gameCode: PP_FIRST.gameCode, returnUrl: 'https://m.lotus.example/?lobby=1001104' };

export const gameLobbyCases: ContractCase[] = [
  accountCase({
    name: 'home bar list gives the shortcut row in display order',
    state: GAME_LOBBY_STATE.lobbyOpen,
    description: 'a guest request for the shortcut row (bar 2) of tenant 1',
    method: 'GET',
    path: '/api/user/home/bar/list',
    query: { barType: '2', tenantId: '1' },
    as: null,
    response: mainSuccess(
      M.eachLike({ id: M.integer(201), name: M.like('Khuyến mãi'), icon: picture('bar/promotions.svg'), iconActive: picture('bar/promotions-active.svg'), gameTypeId: null, jumpType: M.integer(3), jumpUrl: M.like('/activity'), lobbyCode: M.like(''), sortNum: M.integer(1) }),
    ),
    check: async () => {
      const result = await getHomeBarList({ barType: 2, tenantId: 1 });
      expect(result.data?.[0]).toMatchObject({ jumpType: 3, jumpUrl: '/activity' });
    },
  }),
  accountCase({
    name: 'advertise list by type gives the running home carousel of the tenant',
    state: GAME_LOBBY_STATE.lobbyOpen,
    description: 'a guest request for the home carousel advertisements (type 1) of tenant 1',
    method: 'GET',
    path: '/api/promotion/advertise/list/type',
    query: { type: '1', tenantId: '1' },
    as: null,
    response: mainSuccess(M.eachLike(banner)),
    check: async () => {
      const result = await getAdvertiseListByType({ type: 1, tenantId: 1 });
      expect(result.data?.[0]?.type).toBe(1);
    },
  }),
  accountCase({
    name: 'advertise list gives every running advertisement',
    state: GAME_LOBBY_STATE.lobbyOpen,
    description: 'a guest request for every running advertisement',
    method: 'GET',
    path: '/api/promotion/advertise/list',
    as: null,
    response: mainSuccess(M.eachLike(banner)),
    check: async () => {
      const result = await getAdvertiseList();
      expect(result.data?.length).toBeGreaterThan(0);
    },
  }),
  accountCase({
    name: 'advertise list by type is empty when no advertisement runs',
    state: GAME_LOBBY_STATE.noBanners,
    description: 'a guest request for the home carousel when no advertisement is running',
    method: 'GET',
    path: '/api/promotion/advertise/list/type',
    query: { type: '1' },
    as: null,
    response: mainSuccess([]),
    check: async () => {
      expect((await getAdvertiseListByType({ type: 1 })).data).toEqual([]);
    },
  }),
  accountCase({
    name: 'slot list gives the hot games of a slot platform',
    state: GAME_LOBBY_STATE.lobbyOpen,
    description: 'a guest request for the hot games of the PP slot platform 1001104001 on the default line',
    method: 'POST',
    path: '/api/game/home/slot/list/',
    body: { id: 1001104001, line: '', slotType: 1 },
    as: null,
    response: mainSuccess(
      M.eachLike({ id: M.integer(880001), gameCode: M.like(PP_FIRST.gameCode), name: M.like(PP_FIRST.name), lobbyCode: 'PP_SLOT', imageUrl: picture('slot/pp/vs20olympgate.svg'), isHot: true, isNew: M.boolean(false), sortNum: M.integer(1) }),
    ),
    check: async () => {
      const result = await getSlotGameList({ id: 1001104001, line: '', slotType: 1 });
      expect(result.data?.every((game) => game.isHot)).toBe(true);
    },
  }),
  accountCase({
    name: 'single-wallet jump enters a slot game and answers the address to open',
    state: GAME_LOBBY_STATE.memberInLobby,
    description: 'lotus888 entering the PP slot game vs20wilddragonmegaways',
    method: 'POST',
    path: '/api/game/bet/single-wallet/jump',
    body: JUMP,
    as: LOTUS,
    response: mainSuccess({ url: M.regex('^https?://\\S+$', 'https://games.lotus.example/mock-games/demo.html?game=vs20wilddragonmegaways'), lobbyCode: 'PP_SLOT' }),
    check: async () => {
      const result = await enterGame(JUMP);
      expect(result.data?.lobbyCode).toBe('PP_SLOT');
      expect(result.data?.url).toMatch(/^https?:\/\//);
    },
  }),
  accountFailureCase({
    name: 'single-wallet jump refuses a game inside its maintenance window',
    state: GAME_LOBBY_STATE.gameUnderMaintenance,
    description: 'lotus888 entering a game of the PG slot platform under maintenance',
    method: 'POST',
    path: '/api/game/bet/single-wallet/jump',
    body: { gameId: 1001104002, lobbyCode: 'PG_SLOT' },
    as: LOTUS,
    code: 1010000001,
    message: 'Trò chơi đang bảo trì',
    call: () => enterGame({ gameId: 1001104002, lobbyCode: 'PG_SLOT' }),
  }),
];
