// Rewards credited to members by the promotions mock: one record per reward, written together with the one bonus
// entry of the funds ledger that credited it (mocks/handlers/rewards-grant.ts), so a reward lands exactly once.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { Texts } from './campaigns-collections';

export const RewardRecord = z.object({
  /** The reward's number (answered as rewardId and by the collected-rewards call). */
  id: z.int().positive(),
  memberId: z.int(),
  activityId: z.int(),
  /** The level, match or prize the reward is for; null for a rebate. */
  levelId: z.int().nullable(),
  /** Unique per member: what was rewarded (a second grant with the same key is refused). */
  key: z.string().min(1),
  /** What the reward is for, in every answer language. */
  titles: Texts,
  amount: z.number().positive(),
  turnoverRequired: z.number().nonnegative(),
  /** The funds ledger entry that credited it. */
  ledgerEntryId: z.int().positive(),
  time: z.int(),
});
export type RewardRecordType = z.infer<typeof RewardRecord>;

export const welfareCollections = { rewards: new Collection({ schema: RewardRecord }) };
