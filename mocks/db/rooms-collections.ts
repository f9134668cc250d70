// Collections of the live rooms: each room streams one of the sportsbook's matches (sports) or a show
// (entertainment), with its texts in the three answer languages. A sports room's state follows its match; a show's
// follows its times (mocks/handlers/rooms-state.ts).
import { Collection } from '@msw/data';
import { z } from 'zod';

/** One text in each answer language of the main API (vi-VI, zh-CN, en-US). */
export const RoomTexts = z.object({ vi: z.string(), zh: z.string(), en: z.string() });

export const LiveRoomRecord = z.object({
  roomId: z.int().positive(),
  category: z.enum(['sports', 'entertainment']),
  anchorId: z.int().positive(),
  /** The provider match a sports room streams; null for shows. */
  matchId: z.int().nullable(),
  sportId: z.int().nullable(),
  titles: RoomTexts,
  notices: RoomTexts,
  cover: z.string().min(1),
  /** A show's start (epoch ms); a sports room starts with its match's kick-off. */
  startTime: z.int(),
  /** When a show ends (null: runs on); sports rooms end with their match. */
  endTime: z.int().nullable(),
  /** The audience at the start; the answer moves it with the clock. */
  baseViewers: z.int().nonnegative(),
  subGameId: z.int().nullable(),
});

export type LiveRoomRecordType = z.infer<typeof LiveRoomRecord>;

export const roomsCollections = {
  liveRooms: new Collection({ schema: LiveRoomRecord }),
};
