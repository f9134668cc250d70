// VIP levels computed from what members did: their totals are the seeded history plus the deposit and bet entries
// of the funds ledger, their level follows from the level table (src/shared/lib/vip-levels.ts), and reaching a level
// adds its upgrade bonus, claimable once. Other handlers read a member's level through syncVipLevel.
import type { UserInfo, VipLevelRule } from '@/shared/api/generated/main/model';
import { levelFor, levelsClimbed, type VipTotals } from '@/shared/lib/vip-levels';
import { db } from '../db';
import type { LedgerEntryRecord } from '../db/ledger-collections';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The level table, lowest level first. */
export function vipLevelRules(): VipLevelRule[] {
  return db.vipLevelRules.all().sort((a, b) => a.vipLevel - b.vipLevel);
}

/** Credited deposits and valid bets (stakes less what was refunded) in a list of ledger entries. */
export function ledgerVipTotals(entries: readonly LedgerEntryRecord[]): VipTotals {
  let deposit = 0;
  let turnover = 0;
  for (const entry of entries) {
    if (entry.kind === 'deposit') deposit += entry.amount;
    else if (entry.kind === 'bet') turnover -= entry.amount;
    else if (entry.kind === 'betRefund') turnover -= entry.amount;
  }
  return { deposit: round2(deposit), turnover: round2(Math.max(0, turnover)) };
}

/** A member's totals: the seeded history plus the ledger. */
export function vipTotalsOf(memberId: number): VipTotals {
  const history = db.vipHistories.findFirst((q) => q.where({ memberId }));
  const ledger = ledgerVipTotals(db.ledgerEntries.findMany((q) => q.where({ memberId })));
  return {
    deposit: round2((history?.depositTotal ?? 0) + ledger.deposit),
    turnover: round2((history?.turnoverTotal ?? 0) + ledger.turnover),
  };
}

/** The level a member's totals reach now. */
export function computedVipLevel(memberId: number): number {
  return levelFor(vipTotalsOf(memberId), vipLevelRules());
}

/**
 * Brings a member's stored level in line with their totals and adds the upgrade bonus of every level reached that
 * has none yet (claimable). Answers the member as stored afterwards.
 */
export async function syncVipLevel(memberId: number, now: number = Date.now()): Promise<UserInfo | undefined> {
  const member = db.members.findFirst((q) => q.where({ id: memberId }));
  if (!member) return undefined;
  const level = computedVipLevel(memberId);
  const rules = vipLevelRules();
  for (const reached of levelsClimbed(0, level)) {
    const amount = rules.find((rule) => rule.vipLevel === reached)?.upgradeBonus ?? 0;
    const known = db.vipUpgradeBonuses.findFirst((q) => q.where({ memberId, vipLevel: reached }));
    if (!known && amount > 0) {
      await db.vipUpgradeBonuses.create({ memberId, vipLevel: reached, amount, status: 0, claimTime: null, reachedAt: now });
    }
  }
  if (member.vipLevel === level) return member;
  return (
    (await db.members.update((q) => q.where({ id: memberId }), {
      data: (record) => {
        record.vipLevel = level;
      },
    })) ?? member
  );
}

/** The member's upgrade bonuses, highest level first. */
export function upgradeBonusesOf(memberId: number) {
  return db.vipUpgradeBonuses.findMany((q) => q.where({ memberId })).sort((a, b) => b.vipLevel - a.vipLevel);
}
