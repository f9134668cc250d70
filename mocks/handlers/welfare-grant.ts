// A reward lands in the wallet exactly once: granting writes one bonus entry to the funds ledger (its remark carries
// the turnover requirement) and one reward record with a key unique per member; a second grant of the same key,
// even one arriving while the first is still being written, is refused.
import type { ActivityReward } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { TextsRecord } from '../db/campaigns-collections';
import type { RewardRecordType } from '../db/welfare-collections';
import { postLedgerEntry } from './ledger';

export interface RewardGrant {
  memberId: number;
  activityId: number;
  levelId: number | null;
  /** What is rewarded, unique per member (e.g. `3002:level:2`). */
  key: string;
  titles: TextsRecord;
  amount: number;
  turnoverMultiple: number;
  time?: number;
}

/** The first reward number; later ones count up. */
const FIRST_REWARD_ID = 66_001;

/** Keys being granted right now (claims that arrive while another is still writing are refused). */
const granting = new Set<string>();

const grantKey = (memberId: number, key: string) => `${memberId}|${key}`;

export function hasReward(memberId: number, key: string): boolean {
  return granting.has(grantKey(memberId, key)) || db.rewards.findFirst((q) => q.where({ memberId, key })) !== undefined;
}

export function rewardsOf(memberId: number): RewardRecordType[] {
  return db.rewards.findMany((q) => q.where({ memberId })).sort((a, b) => b.time - a.time || b.id - a.id);
}

const nextRewardId = (): number => Math.max(FIRST_REWARD_ID - 1, ...db.rewards.all().map((reward) => reward.id)) + 1;

/** Credits the reward once; null when the member already has (or is being granted) it. */
export async function grantReward(grant: RewardGrant): Promise<RewardRecordType | null> {
  const lock = grantKey(grant.memberId, grant.key);
  if (hasReward(grant.memberId, grant.key)) return null;
  granting.add(lock);
  try {
    const id = nextRewardId();
    const time = grant.time ?? Date.now();
    const turnoverRequired = Math.round(grant.amount * grant.turnoverMultiple);
    const entry = await postLedgerEntry({
      memberId: grant.memberId,
      kind: 'bonus',
      amount: grant.amount,
      orderNo: `RW${id}`,
      remark: `activity=${grant.activityId};turnover=${turnoverRequired}`,
      time,
    });
    return await db.rewards.create({
      id,
      memberId: grant.memberId,
      activityId: grant.activityId,
      levelId: grant.levelId,
      key: grant.key,
      titles: grant.titles,
      amount: grant.amount,
      turnoverRequired,
      ledgerEntryId: entry.id,
      time,
    });
  } finally {
    granting.delete(lock);
  }
}

/** The answer of a claim: what was credited and what must be bet before withdrawing it. */
export const rewardAnswer = (reward: RewardRecordType): ActivityReward => ({
  rewardId: reward.id,
  rewardAmount: reward.amount,
  turnoverRequired: reward.turnoverRequired,
});
