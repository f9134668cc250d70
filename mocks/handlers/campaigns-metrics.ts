// What a member did inside a campaign's period, read from the money the mock really moved: credited deposits and
// game-wallet transfers from the funds ledger, valid sports bets from the provider's orders (rejected bets do not
// count), and whether the member registered during the period. Due deposit reviews and bet settlements are caught up
// first, so a deposit credited a moment ago already counts.
import type { ActivityLevelMetric } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { settleDueDeposits } from './deposits-lifecycle';
import { ledgerEntriesOf } from './ledger';
import { ordersOf } from './bet-placing-store';
import { walletUnit } from './bet-placing-market';
import { settleDueOrders } from './sports-settlement';

export interface Window {
  from: number;
  to: number;
}

const inside = (time: number, { from, to }: Window) => time >= from && time <= to;

/** Deposits credited to the member inside the window, oldest first. */
export function creditedDeposits(memberId: number, window: Window): Array<{ amount: number; time: number }> {
  return ledgerEntriesOf(memberId)
    .filter((entry) => entry.kind === 'deposit' && inside(entry.time, window))
    .map(({ amount, time }) => ({ amount, time }))
    .sort((a, b) => a.time - b.time);
}

/** The member's valid sports bets placed inside the window: stake in main-wallet money and the matches bet on. */
export function validBets(memberId: number, window: Window): Array<{ stake: number; time: number; matchIds: number[] }> {
  const unit = walletUnit(memberId);
  return ordersOf(memberId)
    .filter((order) => order.st !== 2 && order.st !== 3 && inside(order.cte, window))
    .map((order) => ({ stake: order.sat * unit, time: order.cte, matchIds: order.ops.map((leg) => Number(leg.mid)) }));
}

/** Money the member moved into game lobbies inside the window. */
export function gameTransfers(memberId: number, window: Window): number {
  return ledgerEntriesOf(memberId)
    .filter((entry) => entry.kind === 'transferOut' && inside(entry.time, window))
    .reduce((sum, entry) => sum - entry.amount, 0);
}

const registeredInside = (memberId: number, window: Window): boolean => {
  const registration = db.registrations.findFirst((q) => q.where({ memberId }));
  return registration !== undefined && inside(registration.registeredAt, window);
};

/** What one metric counts for the member inside the window. */
export function metricValue(metric: ActivityLevelMetric, memberId: number, window: Window): number {
  switch (metric) {
    case 'firstDeposit':
      return creditedDeposits(memberId, window)[0]?.amount ?? 0;
    case 'deposit':
      return creditedDeposits(memberId, window).reduce((sum, deposit) => sum + deposit.amount, 0);
    case 'bet':
      return validBets(memberId, window).reduce((sum, bet) => sum + bet.stake, 0);
    case 'betCount':
      return validBets(memberId, window).length;
    case 'gameTransfer':
      return gameTransfers(memberId, window);
    case 'newMember':
      return registeredInside(memberId, window) ? 1 : 0;
    case 'rank':
      return 0;
  }
}

/** The part of the campaign's period that counts for the member (from the sign-up when it needs one), up to now. */
export function countingWindow(campaign: CampaignRecordType, memberId: number, now: number): Window | null {
  let from = campaign.startTime;
  if (campaign.signUpRequired) {
    const signUp = db.campaignSignUps.findFirst((q) => q.where({ memberId, activityId: campaign.id }));
    if (!signUp) return null;
    from = Math.max(from, signUp.time);
  }
  return { from, to: Math.min(campaign.endTime, now) };
}

/** Brings the member's money up to date: deposit reviews and bet settlements due by now. */
export async function catchUpMoney(memberId: number, now: number): Promise<void> {
  await settleDueDeposits(memberId);
  await settleDueOrders(now, memberId);
}
