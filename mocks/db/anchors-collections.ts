// Collections of the anchors (streamers) and who follows them.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { RoomTexts } from './rooms-collections';

export const AnchorPastStreamRecord = z.object({
  titles: RoomTexts,
  cover: z.string().min(1),
  startTime: z.int(),
  durationMinutes: z.int().nonnegative(),
  peakViewers: z.int().nonnegative(),
});

export const LiveAnchorRecord = z.object({
  anchorId: z.int().positive(),
  nickName: z.string().min(1),
  avatar: z.string().min(1),
  /** Followers who are not members of this mock (the answer adds the members following). */
  baseFollowers: z.int().nonnegative(),
  intros: RoomTexts,
  bios: RoomTexts,
  pastStreams: z.array(AnchorPastStreamRecord),
});

export const AnchorFollowRecord = z.object({ memberId: z.int(), anchorId: z.int().positive() });

export type LiveAnchorRecordType = z.infer<typeof LiveAnchorRecord>;

export const anchorsCollections = {
  liveAnchors: new Collection({ schema: LiveAnchorRecord }),
  anchorFollows: new Collection({ schema: AnchorFollowRecord }),
};
