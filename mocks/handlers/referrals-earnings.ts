// Rewards earned from invited friends, computed from what they did in the funds ledger by the configured tiers
// (src/shared/lib/referrals-awards.ts): their first deposit, each settled day of their valid bets (days before
// today, server time), and the VIP tiers they reach. A reward is written once and keeps its status; claiming
// credits the claimable ones to the inviter's wallet in one ledger entry.
import { betAwardFor, depositAwardFor, vipTiersReached } from '@/shared/lib/referrals-awards';
import { db } from '../db';
import type { InviteAwardRecordType } from '../db/referrals-collections';
import type { LedgerEntryRecord } from '../db/ledger-collections';
import { serverTime } from './account-shared';
import { postLedgerEntry } from './ledger';
import { inviteesOf } from './referrals-ties';
import { computedVipLevel } from './vip-levels-progress';

export type InviteAwardType = InviteAwardRecordType['awardType'];

/** yyyy-MM-dd of a moment, in server time (+08:00). */
export const serverDay = (ms: number): string => serverTime(ms).slice(0, 10);

/** The lowest first deposit that earns a reward (and a draw on the prize ring). */
export function lowestDepositTier(): number {
  const minimums = db.inviteDepTiers.all().map((tier) => tier.minDeposit);
  return minimums.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...minimums);
}

/** A friend's first credited deposit (the earliest deposit entry), if any. */
export function firstDepositOf(entries: readonly LedgerEntryRecord[]): LedgerEntryRecord | undefined {
  return entries.filter((entry) => entry.kind === 'deposit').sort((a, b) => a.time - b.time || a.id - b.id)[0];
}

/** Valid bets per server day: stakes of the day's bets less what was refunded of them. */
export function validBetsByDay(entries: readonly LedgerEntryRecord[]): Map<string, number> {
  const dayOfBet = new Map<string, string>();
  const days = new Map<string, number>();
  for (const entry of [...entries].sort((a, b) => a.time - b.time || a.id - b.id)) {
    if (entry.kind === 'bet') {
      const day = serverDay(entry.time);
      if (entry.orderNo) dayOfBet.set(entry.orderNo, day);
      days.set(day, (days.get(day) ?? 0) - entry.amount);
    } else if (entry.kind === 'betRefund') {
      const day = dayOfBet.get(entry.orderNo) ?? serverDay(entry.time);
      days.set(day, (days.get(day) ?? 0) - entry.amount);
    }
  }
  for (const [day, total] of days) days.set(day, Math.max(0, Math.round(total * 100) / 100));
  return days;
}

/** The friend's valid bets over every day. */
export const totalValidBet = (entries: readonly LedgerEntryRecord[]): number =>
  Math.round([...validBetsByDay(entries).values()].reduce((sum, day) => sum + day, 0) * 100) / 100;

let lastAwardId = 0;
const nextAwardId = (): number => {
  const ids = db.inviteAwards.all().map((award) => award.id);
  lastAwardId = ids.length === 0 ? 1 : Math.max(lastAwardId, ...ids) + 1;
  return lastAwardId;
};

type Earned = Pick<InviteAwardRecordType, 'inviteeId' | 'awardType' | 'day' | 'base' | 'rewardAmount' | 'earnedAt'>;

/** What one friend has earned the inviter so far (rewards of 0 are left out). */
function earnedFrom(inviteeId: number, tiedAt: number, now: number): Earned[] {
  const entries = db.ledgerEntries.findMany((q) => q.where({ memberId: inviteeId })).filter((entry) => entry.time >= tiedAt);
  const earned: Earned[] = [];
  const first = firstDepositOf(entries);
  if (first) {
    const reward = depositAwardFor(first.amount, db.inviteDepTiers.all());
    earned.push({ inviteeId, awardType: 1, day: 'first', base: first.amount, rewardAmount: reward, earnedAt: first.time });
  }
  const today = serverDay(now);
  for (const [day, validBet] of validBetsByDay(entries)) {
    if (day >= today) continue;
    const reward = betAwardFor(validBet, db.inviteBetTiers.all());
    earned.push({ inviteeId, awardType: 2, day, base: validBet, rewardAmount: reward, earnedAt: Date.parse(`${day}T23:59:59+08:00`) });
  }
  for (const tier of vipTiersReached(computedVipLevel(inviteeId), db.inviteVipTiers.all())) {
    earned.push({ inviteeId, awardType: 3, day: String(tier.vipLevel), base: tier.vipLevel, rewardAmount: tier.rewardAmount, earnedAt: now });
  }
  return earned.filter((award) => award.rewardAmount > 0);
}

/** Writes every reward the member's friends have earned that is not written yet; answers all of the member's rewards. */
export async function settleInviteAwards(inviterId: number, now: number = Date.now()): Promise<InviteAwardRecordType[]> {
  const known = new Set(db.inviteAwards.findMany((q) => q.where({ inviterId })).map((award) => `${award.inviteeId}:${award.awardType}:${award.day}`));
  for (const { inviteeId, tiedAt } of inviteesOf(inviterId)) {
    for (const award of earnedFrom(inviteeId, tiedAt, now)) {
      const key = `${award.inviteeId}:${award.awardType}:${award.day}`;
      if (known.has(key)) continue;
      known.add(key);
      await db.inviteAwards.create({ ...award, id: nextAwardId(), inviterId, status: 0 });
    }
  }
  return db.inviteAwards.findMany((q) => q.where({ inviterId }));
}

/** Claims in flight per member, so a claim arriving meanwhile finds nothing left. */
const claiming = new Set<number>();

/** Credits the member's claimable rewards (of one type, or all) in one ledger entry; 0 when there was nothing. */
export async function claimInviteAwards(inviterId: number, awardType?: InviteAwardType): Promise<number> {
  if (claiming.has(inviterId)) return 0;
  claiming.add(inviterId);
  try {
    const claimable = (await settleInviteAwards(inviterId)).filter((award) => award.status === 0 && (awardType === undefined || award.awardType === awardType));
    const amount = Math.round(claimable.reduce((sum, award) => sum + award.rewardAmount, 0) * 100) / 100;
    if (amount <= 0) return 0;
    const ids = new Set(claimable.map((award) => award.id));
    await db.inviteAwards.updateMany((q) => q.where({ inviterId, id: (id) => ids.has(id) }), {
      data: (award) => {
        award.status = 1;
      },
    });
    await postLedgerEntry({ memberId: inviterId, kind: 'bonus', amount, orderNo: `INV${inviterId}A${Math.max(...ids)}`, remark: 'invite' });
    return amount;
  } finally {
    claiming.delete(inviterId);
  }
}
