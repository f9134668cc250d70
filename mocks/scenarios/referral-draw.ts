// Prize-ring scenarios. invite-draw-used: every draw the logged-in member earned was used an hour ago (each prize
// credited through the ledger) before their first invite call, so drawAward answers 1003000004.
import { db } from '../db';
import { postLedgerEntry } from '../handlers/ledger';
import { drawsOf, slotFor } from '../handlers/referral-draw';
import { INVITE_CALLS } from './referrals';
import { defineScenario } from './types';
import { beforeMemberCalls } from './vip-levels';

async function useEveryDraw(memberId: number): Promise<void> {
  const prizes = db.ringPrizes.all().sort((a, b) => a.slot - b.slot);
  const drawnAt = Date.now() - 3_600_000;
  for (let { drawsUsed, drawsLeft } = drawsOf(memberId); drawsLeft > 0 && prizes.length > 0; drawsUsed += 1, drawsLeft -= 1) {
    const prize = prizes[slotFor(memberId, drawsUsed, prizes.length)]!;
    const drawNo = `used-draw-${memberId}-${drawsUsed + 1}`;
    await db.inviteDraws.create({ drawNo, memberId, slot: prize.slot, amount: prize.amount, drawnAt });
    await postLedgerEntry({ memberId, kind: 'bonus', amount: prize.amount, orderNo: drawNo, remark: 'invite draw', time: drawnAt });
  }
}

export const referralDrawScenarios = [
  defineScenario('invite-draw-used', 'Every prize-ring draw the logged-in member earned is used: drawAward answers 1003000004.', [], () => [
    beforeMemberCalls(INVITE_CALLS, useEveryDraw),
  ]),
];
