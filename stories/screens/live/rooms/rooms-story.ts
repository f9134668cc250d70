// The live rooms' stories: seeded rooms picked by what a story needs (a live sports room with its match and game, a
// scheduled one, a show), read from the mock backend the screens ask, and their texts in the story's language.
import { db } from '@mocks/db';
import type { LiveRoomRecordType } from '@mocks/db/rooms-collections';
import { liveNow } from '@mocks/handlers/rooms-answers';
import { roomStateOf, type RoomState } from '@mocks/handlers/rooms-state';
import type { TextLanguage } from '@mocks/handlers/text-language';
import { ensureSeeded } from '@mocks/seed';
import { routeWithQuery } from '@/shared/config/paths';
import { i18n } from '@/shared/i18n';

/** The mock's text language of the story's interface language. */
export const storyTextLanguage = (): TextLanguage => (i18n.language.startsWith('zh') ? 'zh' : i18n.language === 'en' ? 'en' : 'vi');

/** The first seeded room (by id) of the category in that state now. */
export async function seededRoom(category: 'sports' | 'entertainment', state: RoomState, extra: (room: LiveRoomRecordType) => boolean = () => true): Promise<LiveRoomRecordType> {
  await ensureSeeded();
  const now = liveNow();
  const room = db.liveRooms
    .findMany((q) => q.where({ category }))
    .sort((a, b) => a.roomId - b.roomId)
    .find((candidate) => roomStateOf(candidate, now) === state && extra(candidate));
  if (!room) throw new Error(`The seed has no ${state} ${category} room`);
  return room;
}

/** The seeded rooms of a category that a list shows now (live and scheduled). */
export async function listedRoomCount(category: 'sports' | 'entertainment'): Promise<number> {
  await ensureSeeded();
  const now = liveNow();
  return db.liveRooms.findMany((q) => q.where({ category })).filter((room) => roomStateOf(room, now) !== 'ended').length;
}

/** The first live sports room: it has a match, a chat with shared bets, and the room's dice game. */
export const FIRST_ROOM_ID = 7001;

/** The live page of a room. */
export const livePageUrl = (roomId: number): string => routeWithQuery('livePage', { id: roomId });

/** A room's title in the story's language. */
export const roomTitle = (room: LiveRoomRecordType): string => room.titles[storyTextLanguage()];
