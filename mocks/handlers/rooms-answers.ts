// How a live room is answered: its summary (title in the request's language, state and audience at the mock
// clock's now) and the member behind an optional session token (rooms are public; a token adds "following").
import type { LiveRoomSummary } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { LiveRoomRecordType } from '../db/rooms-collections';
import { liveHub } from '../socket/hub';
import { tokenOf } from './main-envelope';
import { roomStartOf, roomStateOf, viewersOf } from './rooms-state';
import { findMember, findSession } from './session';
import type { TextLanguage } from './text-language';

/** The live clock's now: the hub's clock, so the rooms, the stream and the chat agree. */
export const liveNow = (): number => liveHub.now();

export function roomSummary(room: LiveRoomRecordType, language: TextLanguage, now = liveNow()): LiveRoomSummary {
  const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId: room.anchorId }));
  return {
    roomId: room.roomId,
    title: room.titles[language],
    cover: room.cover,
    category: room.category,
    state: roomStateOf(room, now),
    viewers: viewersOf(room, now),
    startTime: roomStartOf(room),
    anchor: { anchorId: room.anchorId, nickName: anchor?.nickName ?? '', avatar: anchor?.avatar ?? '' },
    matchId: room.matchId,
    sportId: room.sportId,
    subGameId: room.subGameId,
  };
}

/** Live rooms first (most viewers first), then scheduled ones by start time; ended rooms are left out. */
export function listedRooms(rooms: readonly LiveRoomRecordType[], language: TextLanguage, now = liveNow()): LiveRoomSummary[] {
  const rank = { live: 0, scheduled: 1, ended: 2 } as const;
  return rooms
    .map((room) => roomSummary(room, language, now))
    .filter((room) => room.state !== 'ended')
    .sort((a, b) => rank[a.state] - rank[b.state] || b.viewers - a.viewers || a.startTime - b.startTime || a.roomId - b.roomId);
}

/** The member of the request's session token, when it carries a live one. */
export function optionalMemberId(request: Request): number | null {
  const session = findSession(tokenOf(request), 'main');
  return session ? (findMember(session.memberId)?.id ?? null) : null;
}

export const followsAnchor = (memberId: number | null, anchorId: number): boolean =>
  memberId !== null && db.anchorFollows.findFirst((q) => q.where({ memberId, anchorId })) !== undefined;
