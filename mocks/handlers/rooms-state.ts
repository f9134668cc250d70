// The state of a live room at a time: a sports room is live while its match is (scheduled before kick-off, ended
// after full time or when the match is gone), a show by its times. A room can also be ended early (the stream-ends
// scenario ends a room some seconds after a player starts watching it); those endings live here, beside the data.
import { db } from '../db';
import type { LiveRoomRecordType } from '../db/rooms-collections';

export type RoomState = 'live' | 'scheduled' | 'ended';

const endings = new Map<number, number>();

/** Ends the room's stream at `at` (the earlier of two endings wins). */
export function endRoomAt(roomId: number, at: number): void {
  endings.set(roomId, Math.min(at, endings.get(roomId) ?? Number.POSITIVE_INFINITY));
}

/** When the room's stream was ended early, if it was. */
export function roomEndOf(roomId: number): number | undefined {
  return endings.get(roomId);
}

export function clearRoomEndings(): void {
  endings.clear();
}

export function roomStateOf(room: LiveRoomRecordType, now: number): RoomState {
  const endedAt = roomEndOf(room.roomId);
  if (endedAt !== undefined && now >= endedAt) return 'ended';
  if (room.matchId !== null) {
    const match = db.matches.findFirst((q) => q.where({ id: room.matchId! }));
    if (!match) return 'ended';
    if (match.ms === 5) return 'live';
    return match.ms === 4 ? 'scheduled' : 'ended';
  }
  if (room.endTime !== null && now >= room.endTime) return 'ended';
  return now >= room.startTime ? 'live' : 'scheduled';
}

/** When the room's stream started or starts: a sports room's match kick-off, a show's start. */
export function roomStartOf(room: LiveRoomRecordType): number {
  if (room.matchId === null) return room.startTime;
  return db.matches.findFirst((q) => q.where({ id: room.matchId! }))?.bt ?? room.startTime;
}

/** People watching: the room's audience moving slowly with the clock (nobody unless live). */
export function viewersOf(room: LiveRoomRecordType, now: number): number {
  if (roomStateOf(room, now) !== 'live') return 0;
  const minute = Math.floor(now / 60_000);
  return Math.max(1, Math.round(room.baseViewers * (1 + 0.08 * Math.sin((minute + room.roomId) / 3))));
}
