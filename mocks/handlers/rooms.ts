// The live rooms (designed calls, openapi/main/paths/rooms-designed.yaml): the live site setting, the room lists
// by category, one room with its stream address, and the matches some room streams. Rooms are public; the stream
// itself is served by rooms-stream.ts.
import type { LiveRoomMatchListResponse, LiveRoomPageResponse, LiveRoomResponse, LiveSiteConfigResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { fail, ok, resultCodes } from './main-envelope';
import { CHAT_RULES } from './room-chat-history';
import { followsAnchor, listedRooms, liveNow, optionalMemberId, roomSummary } from './rooms-answers';
import { roomStartOf, roomStateOf } from './rooms-state';
import { route } from './routes';
import { textLanguageOf } from './text-language';

export const { codes: RoomCode, messages: roomMessages } = resultCodes({
  notFound: [1011000001, { vi: 'Phòng không tồn tại', zh: '直播间不存在', en: 'This room does not exist' }],
});

/** The live page variant of this site (SPEC.md section 2: by site setting): the Vietnamese deployment's. */
export const SITE_VIEW_TYPE = 'vn';

/** The path of a room's master playlist, served by rooms-stream.ts on the same host as the API. */
export const streamPath = (roomId: number): string => `/live-stream/${roomId}/master.m3u8`;

export const roomsHandlers = [
  route<never, never, LiveSiteConfigResponse>({ api: 'main', method: 'GET', path: '/api/live/config', auth: false }, () =>
    ok({ viewType: SITE_VIEW_TYPE, chatMaxLength: CHAT_RULES.maxLength, chatIntervalMs: CHAT_RULES.intervalMs }),
  ),

  route<never, never, LiveRoomPageResponse>({ api: 'main', method: 'GET', path: '/api/live/room/list', auth: false }, ({ request }) => {
    const category = new URL(request.url).searchParams.get('category') === 'entertainment' ? 'entertainment' : 'sports';
    const records = listedRooms(db.liveRooms.findMany((q) => q.where({ category })), textLanguageOf(request));
    return ok({ records, total: records.length });
  }),

  route<never, never, LiveRoomResponse>({ api: 'main', method: 'GET', path: '/api/live/room/detail', auth: false }, ({ request }) => {
    const roomId = Number(new URL(request.url).searchParams.get('roomId'));
    const room = db.liveRooms.findFirst((q) => q.where({ roomId }));
    if (!room) return fail(RoomCode.notFound, roomMessages[RoomCode.notFound]);
    const language = textLanguageOf(request);
    const summary = roomSummary(room, language);
    return ok({
      ...summary,
      streamUrl: summary.state === 'live' ? new URL(streamPath(room.roomId), request.url).href : null,
      notice: room.notices[language],
      following: followsAnchor(optionalMemberId(request), room.anchorId),
    });
  }),

  route<never, never, LiveRoomMatchListResponse>({ api: 'main', method: 'GET', path: '/api/live/room/matches', auth: false }, () => {
    const now = liveNow();
    const rows = db.liveRooms
      .findMany((q) => q.where({ category: 'sports' }))
      .flatMap((room) => {
        const state = roomStateOf(room, now);
        if (room.matchId === null || room.sportId === null || state === 'ended') return [];
        const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId: room.anchorId }));
        return [{ matchId: room.matchId, sportId: room.sportId, roomId: room.roomId, roomState: state, anchorName: anchor?.nickName ?? '', startTime: roomStartOf(room) }];
      })
      .sort((a, b) => Number(b.roomState === 'live') - Number(a.roomState === 'live') || a.startTime - b.startTime || a.roomId - b.roomId);
    return ok(rows);
  }),
];
