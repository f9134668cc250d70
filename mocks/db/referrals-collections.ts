// Collections of the invite programme: the reward tier tables, who invited whom (seeded ties; ties made by a
// registration through a link are read from the registrations), and the rewards earned from invited friends.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { InviteBetTier, InviteDepTier, InviteVipTier } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** An invited friend of the seed (registered before the mock session began). */
export const ReferralTieRecord = z.object({
  inviterId: z.int(),
  inviteeId: z.int(),
  tiedAt: z.int(),
});

/**
 * A reward earned from one invited friend: type 1 their first deposit, 2 one settled day of their valid bets
 * (`day` yyyy-MM-dd), 3 their reaching a VIP tier (`day` holds the level). One record per inviter, friend, type and
 * day or level, so a reward is counted once.
 */
export const InviteAwardRecord = z.object({
  id: z.int().positive(),
  inviterId: z.int(),
  inviteeId: z.int(),
  awardType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  day: z.string(),
  /** The deposit, the day's valid bets, or the VIP level. */
  base: z.number().nonnegative(),
  rewardAmount: z.number().nonnegative(),
  /** 0 claimable, 1 claimed, 2 expired. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  earnedAt: z.int(),
});

export type ReferralTieRecordType = z.infer<typeof ReferralTieRecord>;
export type InviteAwardRecordType = z.infer<typeof InviteAwardRecord>;

export const referralCollections = {
  inviteDepTiers: new Collection({ schema: InviteDepTier }),
  inviteBetTiers: new Collection({ schema: InviteBetTier }),
  inviteVipTiers: new Collection({ schema: InviteVipTier }),
  referralTies: new Collection({ schema: ReferralTieRecord }),
  inviteAwards: new Collection({ schema: InviteAwardRecord }),
};
