// The invite prize ring of the seed: eight slots, lotus888's first draw (used 38 days ago, before the ledger's
// opening entries, so no entry of its own) and the latest draws of other members for the winners marquee, each
// credited to their wallet through the ledger.
import type { InviteRingPrize } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { postLedgerEntry } from '../handlers/ledger';
import { REFERRAL_SEED_INVITER } from './referrals';

export const RING_PRIZES: InviteRingPrize[] = [8_888, 18_888, 28_888, 58_888, 88_888, 188_888, 288_888, 888_888].map((amount, slot) => ({ slot, amount }));

const MINUTE = 60_000;
const DAY = 86_400_000;

/** [member, slot, minutes ago] of the other members' recent draws. */
const RECENT_DRAWS: ReadonlyArray<readonly [number, number, number]> = [
  [10106, 5, 12],
  [10104, 1, 47],
  [10102, 0, 95],
  [10003, 3, 180],
  [10101, 2, 320],
  [10106, 0, 1_440],
];

export async function seedReferralDraw(now: number): Promise<void> {
  for (const prize of RING_PRIZES) await db.ringPrizes.create(prize);
  await db.inviteDraws.create({ drawNo: 'seed-draw-10001-1', memberId: REFERRAL_SEED_INVITER, slot: 1, amount: RING_PRIZES[1]!.amount, drawnAt: now - 38 * DAY });
  for (const [memberId, slot, minutesAgo] of RECENT_DRAWS) {
    if (!db.members.findFirst((q) => q.where({ id: memberId }))) continue;
    const drawNo = `seed-draw-${memberId}-${minutesAgo}`;
    const drawnAt = now - minutesAgo * MINUTE;
    const amount = RING_PRIZES[slot]!.amount;
    await db.inviteDraws.create({ drawNo, memberId, slot, amount, drawnAt });
    await postLedgerEntry({ memberId, kind: 'bonus', amount, orderNo: drawNo, remark: 'invite draw', time: drawnAt });
  }
}
