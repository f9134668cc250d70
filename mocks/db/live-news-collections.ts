// Collections of the live news articles, with their texts in the three answer languages.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { RoomTexts } from './rooms-collections';

export const LiveNewsRecord = z.object({
  newsId: z.int().positive(),
  titles: RoomTexts,
  summaries: RoomTexts,
  /** Editors' HTML per language. */
  contents: RoomTexts,
  cover: z.string().min(1),
  publishTime: z.int(),
  matchId: z.int().nullable(),
});

export const liveNewsCollections = {
  liveNews: new Collection({ schema: LiveNewsRecord }),
};
