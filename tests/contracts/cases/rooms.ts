// Main API contract cases of the live rooms (designed calls): the live site setting, the room lists by category,
// one room with its stream address, and the matches a room streams. Rooms are public: a guest asks for all of them.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getLiveRoomDetail, getLiveRoomMatches, getLiveRooms, getLiveSiteConfig } from '@/shared/api/generated/main/rooms/rooms';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall } from './account-case';

const ON_AIR = { state: STATE.roomsOnAir, as: null };
const EPOCH_MS = 1_795_886_580_000;

const ANCHOR = { anchorId: M.integer(301), nickName: M.like('Minh Anh'), avatar: M.like('https://static.lotus.example/live/anchor/301.png') };

/** A room as a list shows it (the first sports room: a live match with the room's dice game). */
const ROOM = {
  roomId: M.integer(7001),
  title: M.like('Thanh Hoa Youth - Binh Duong Stars: bình luận trực tiếp'),
  cover: M.like('https://static.lotus.example/live/cover/7001.png'),
  category: M.regex('^(sports|entertainment)$', 'sports'),
  state: M.regex('^(live|scheduled)$', 'live'),
  viewers: M.integer(4545),
  startTime: M.integer(EPOCH_MS),
  anchor: ANCHOR,
  matchId: M.integer(912001),
  sportId: M.integer(1),
  subGameId: M.integer(9001),
};

export const roomsCases: ContractCase[] = [
  clientCall('GET', '/api/live/config', () => getLiveSiteConfig(), ON_AIR).answers({
    name: 'live site setting gives the live page variant and the chat limits',
    description: 'a request for the live site setting by a guest',
    response: mainSuccess({ viewType: M.regex('^(cn|vn)$', 'vn'), chatMaxLength: M.integer(100), chatIntervalMs: M.integer(3000) }),
    check: (result) => expect(result.data?.viewType).toBe('vn'),
  }),
  accountCase({
    name: 'live room list gives the sports rooms, live ones first',
    state: STATE.roomsOnAir,
    description: 'a request for the sports rooms by a guest',
    method: 'GET',
    path: '/api/live/room/list',
    query: { category: 'sports' },
    as: null,
    // The first sports room has the room's dice game; the others have none (null).
    response: mainSuccess({ records: M.arrayContaining(ROOM, { ...ROOM, roomId: M.integer(7002), subGameId: null }), total: M.integer(9) }),
    check: async () => expect((await getLiveRooms({ category: 'sports' })).data?.records[0]?.state).toBe('live'),
  }),
  accountCase({
    name: 'live room detail gives the room with its stream address and notice',
    state: STATE.roomsOnAir,
    description: 'a request for live room 7001 by a guest',
    method: 'GET',
    path: '/api/live/room/detail',
    query: { roomId: '7001' },
    as: null,
    response: mainSuccess({
      ...ROOM,
      roomId: 7001,
      state: 'live',
      streamUrl: M.regex('^https?://.+\\.m3u8$', 'https://stream.lotus.example/live-stream/7001/master.m3u8'),
      notice: M.like('Chào mừng đến phòng trực tiếp!'),
      following: false,
    }),
    check: async () => expect((await getLiveRoomDetail({ roomId: 7001 })).data).toMatchObject({ roomId: 7001, state: 'live', following: false }),
  }),
  accountFailureCase({
    name: 'live room detail of a room that does not exist fails with 1011000001',
    state: STATE.noSuchRoom,
    description: 'a request for live room 7999 by a guest',
    method: 'GET',
    path: '/api/live/room/detail',
    query: { roomId: '7999' },
    as: null,
    code: 1011000001,
    message: 'Phòng không tồn tại',
    call: () => getLiveRoomDetail({ roomId: 7999 }),
  }),
  clientCall('GET', '/api/live/room/matches', () => getLiveRoomMatches(), ON_AIR).answers({
    name: 'streamed matches give each match with its room and anchor, live ones first',
    description: 'a request for the matches a live room streams, by a guest',
    response: mainSuccess(
      M.eachLike(
        { matchId: M.integer(912001), sportId: M.integer(1), roomId: M.integer(7001), roomState: M.regex('^(live|scheduled)$', 'live'), anchorName: M.like('Minh Anh'), startTime: M.integer(EPOCH_MS) },
        2,
      ),
    ),
    check: (result) => expect(result.data?.[0]?.roomState).toBe('live'),
  }),
];
