// The recent chat of a live room (designed call, openapi/main/paths/room-chat-designed.yaml). The room's own lines
// and members' posts come from room-chat-history.ts, the same ones the socket pushes; notices follow the request's
// Language, members' texts stay as written.
import type { ChatHistoryResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { DEFAULT_SEED } from '../seed';
import { fail, ok } from './main-envelope';
import { historyOf } from './room-chat-history';
import { liveNow } from './rooms-answers';
import { RoomCode, roomMessages } from './rooms';
import { route } from './routes';
import { textLanguageOf } from './text-language';

export const roomChatHandlers = [
  route<never, never, ChatHistoryResponse>({ api: 'main', method: 'GET', path: '/api/live/chat/history', auth: false }, ({ request }) => {
    const roomId = Number(new URL(request.url).searchParams.get('roomId'));
    const room = db.liveRooms.findFirst((q) => q.where({ roomId }));
    if (!room) return fail(RoomCode.notFound, roomMessages[RoomCode.notFound]);
    return ok(historyOf(room, textLanguageOf(request), liveNow(), DEFAULT_SEED) as ChatHistoryResponse['data'] & object);
  }),
];
