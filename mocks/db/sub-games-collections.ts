// Collections of the rooms' dice games and the members' stakes on them. The rounds themselves are not stored: round
// n of a game runs on the mock clock and its dice come from the seed (mocks/handlers/sub-games-rounds.ts).
import { Collection } from '@msw/data';
import { z } from 'zod';
import { RoomTexts } from './rooms-collections';

export const SubGameRecord = z.object({
  gameId: z.int().positive(),
  roomId: z.int().positive(),
  names: RoomTexts,
});

export const SubGameBetRecord = z.object({
  betId: z.string().min(1),
  memberId: z.int(),
  gameId: z.int().positive(),
  roundNo: z.int(),
  option: z.enum(['big', 'small']),
  amount: z.number().positive(),
  /** The app's id of the stake: a repeated request with it answers this bet. */
  requestId: z.string().min(1),
  state: z.enum(['pending', 'won', 'lost']),
  payout: z.number().nonnegative(),
  time: z.int(),
});

export type SubGameBetRecordType = z.infer<typeof SubGameBetRecord>;

export const subGamesCollections = {
  subGames: new Collection({ schema: SubGameRecord }),
  subGameBets: new Collection({ schema: SubGameBetRecord }),
};
