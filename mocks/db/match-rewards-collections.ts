// Match rewards of the promotions mock: the matches of each match-reward or cheer-up campaign with the bet that earns
// each reward, and the matches each schedule campaign shows (ids of the seeded provider matches).
import { Collection } from '@msw/data';
import { z } from 'zod';

export const MatchAwardRecord = z.object({
  activityId: z.int(),
  matchId: z.int(),
  /** Valid bet on the match (main-wallet money) that earns the reward. */
  minBet: z.number().positive(),
  rewardAmount: z.number().positive(),
  turnoverMultiple: z.number().nonnegative(),
});
export type MatchAwardRecordType = z.infer<typeof MatchAwardRecord>;

export const MatchScheduleRecord = z.object({ activityId: z.int(), matchIds: z.array(z.int()) });

export const matchRewardsCollections = {
  matchAwards: new Collection({ schema: MatchAwardRecord }),
  matchSchedules: new Collection({ schema: MatchScheduleRecord }),
};
