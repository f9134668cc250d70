// The invite programme of the seed: the three reward tier tables, and lotus888's five invited friends (generated
// members) with what they did, written to the funds ledger as deposits, bets and payouts, so every reward is
// computed from real entries: three first deposits over the lowest tier (150 000 → 1 000 000 → 5 000 000), one
// under it, one friend who has not deposited, and fourteen settled days of bets over the lowest bet tier.
import type { InviteBetTier, InviteDepTier, InviteVipTier } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { postLedgerEntry } from '../handlers/ledger';

export const INVITE_DEP_TIERS: InviteDepTier[] = [
  { minDeposit: 200_000, rewardAmount: 50_000 },
  { minDeposit: 1_000_000, rewardAmount: 150_000 },
  { minDeposit: 5_000_000, rewardAmount: 500_000 },
];
export const INVITE_BET_TIERS: InviteBetTier[] = [
  { level: 1, minValidBet: 1_000_000, rewardRate: 0.3 },
  { level: 2, minValidBet: 10_000_000, rewardRate: 0.5 },
  { level: 3, minValidBet: 50_000_000, rewardRate: 0.8 },
];
export const INVITE_VIP_TIERS: InviteVipTier[] = [
  { vipLevel: 3, rewardAmount: 300_000 },
  { vipLevel: 6, rewardAmount: 1_500_000 },
  { vipLevel: 9, rewardAmount: 8_000_000 },
];

export const REFERRAL_SEED_INVITER = 10001;

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface SeedFriend {
  inviteeId: number;
  tiedDaysAgo: number;
  /** Days ago and amount of the first deposit, if any. */
  deposit?: readonly [number, number];
  /** [days ago, stake, refunded] of each day's bet. */
  bets: ReadonlyArray<readonly [number, number, number]>;
}

export const SEED_FRIENDS: readonly SeedFriend[] = [
  { inviteeId: 10101, tiedDaysAgo: 40, deposit: [39, 1_000_000], bets: [[3, 3_200_000, 0], [2, 12_000_000, 0], [1, 800_000, 0]] },
  { inviteeId: 10102, tiedDaysAgo: 25, deposit: [24, 300_000], bets: [[5, 1_500_000, 0], [4, 2_000_000, 0], [2, 5_000_000, 1_000_000]] },
  {
    inviteeId: 10103,
    tiedDaysAgo: 12,
    deposit: [11, 5_000_000],
    bets: Array.from({ length: 9 }, (_, index) => [9 - index, 1_200_000 + index * 900_000, 0] as const),
  },
  { inviteeId: 10104, tiedDaysAgo: 6, deposit: [5, 150_000], bets: [] },
  { inviteeId: 10105, tiedDaysAgo: 2, bets: [] },
];

export async function seedReferrals(now: number): Promise<void> {
  for (const tier of INVITE_DEP_TIERS) await db.inviteDepTiers.create(tier);
  for (const tier of INVITE_BET_TIERS) await db.inviteBetTiers.create(tier);
  for (const tier of INVITE_VIP_TIERS) await db.inviteVipTiers.create(tier);
  for (const friend of SEED_FRIENDS) {
    const memberId = friend.inviteeId;
    if (!db.members.findFirst((q) => q.where({ id: memberId }))) continue;
    await db.referralTies.create({ inviterId: REFERRAL_SEED_INVITER, inviteeId: memberId, tiedAt: now - friend.tiedDaysAgo * DAY });
    if (friend.deposit) {
      const [daysAgo, amount] = friend.deposit;
      await postLedgerEntry({ memberId, kind: 'deposit', amount, orderNo: `DPSEED${memberId}`, time: now - daysAgo * DAY });
    }
    for (const [daysAgo, stake, refunded] of friend.bets) {
      const orderNo = `SEEDBET${memberId}D${daysAgo}`;
      const placed = now - daysAgo * DAY - 2 * HOUR;
      await postLedgerEntry({ memberId, kind: 'bet', amount: -stake, orderNo, time: placed });
      if (refunded > 0) await postLedgerEntry({ memberId, kind: 'betRefund', amount: refunded, orderNo, time: placed + HOUR });
      // Most of the stake comes back as winnings, so the friend keeps playing.
      await postLedgerEntry({ memberId, kind: 'betPayout', amount: Math.round((stake - refunded) * 0.95), orderNo, time: placed + HOUR });
    }
  }
}
