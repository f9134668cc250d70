// The VIP level table and each seeded member's history: totals before the ledger's first entry, chosen so that the
// level computed from history plus ledger is the member's seeded vipLevel (lotus888: VIP 2, 1 500 000 of deposits
// short of VIP 3, turnover already enough). The bonuses of the levels they reached are already claimed.
import type { VipLevelRule } from '@/shared/api/generated/main/model';
import { levelFor, VIP_TOP_LEVEL } from '@/shared/lib/vip-levels';
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';
import { ledgerVipTotals } from '../handlers/vip-levels-progress';

const M = 1_000_000;

/** [deposit, turnover, upgrade bonus, birthday bonus, rebate %, daily withdraw limit, withdrawals a day] per level. */
const TABLE: ReadonlyArray<readonly [number, number, number, number, number, number, number]> = [
  [0, 0, 0, 0, 0.3, 50 * M, 3],
  [100_000, 0, 18_000, 0, 0.4, 100 * M, 5],
  [1 * M, 5 * M, 38_000, 58_000, 0.5, 200 * M, 5],
  [5 * M, 25 * M, 88_000, 88_000, 0.6, 300 * M, 8],
  [20 * M, 100 * M, 188_000, 188_000, 0.7, 500 * M, 10],
  [50 * M, 300 * M, 388_000, 388_000, 0.8, 800 * M, 10],
  [100 * M, 800 * M, 888_000, 588_000, 0.9, 1_000 * M, 15],
  [300 * M, 2_000 * M, 1_888_000, 888_000, 1.0, 2_000 * M, 15],
  [800 * M, 5_000 * M, 3_888_000, 1_888_000, 1.1, 3_000 * M, 20],
  [2_000 * M, 12_000 * M, 8_888_000, 2_888_000, 1.2, 5_000 * M, 20],
  [5_000 * M, 30_000 * M, 18_888_000, 5_888_000, 1.3, 10_000 * M, 30],
  [10_000 * M, 80_000 * M, 38_888_000, 8_888_000, 1.5, 20_000 * M, 50],
];

/** The first level with a dedicated manager (customervip/vipFont answers from it). */
export const DEDICATED_MANAGER_LEVEL = 2;

export const VIP_LEVEL_RULES: VipLevelRule[] = TABLE.map(
  ([depositRequired, turnoverRequired, upgradeBonus, birthdayBonus, rebateRate, dailyWithdrawLimit, dailyWithdrawTimes], vipLevel) => ({
    vipLevel,
    depositRequired,
    turnoverRequired,
    upgradeBonus,
    birthdayBonus,
    rebateRate,
    dailyWithdrawLimit,
    dailyWithdrawTimes,
    dedicatedManager: vipLevel >= DEDICATED_MANAGER_LEVEL,
  }),
);

/** lotus888's lifetime totals at the seed: VIP 2 with 3 500 000 deposited and 31 000 000 bet. */
export const LOTUS888_VIP_TOTALS = { deposit: 3_500_000, turnover: 31_000_000 } as const;

/** Totals inside a level: its requirements plus part of the way to the next level (never all of it). */
export function totalsInsideLevel(level: number): { deposit: number; turnover: number } {
  const own = VIP_LEVEL_RULES[level]!;
  const next = VIP_LEVEL_RULES[level + 1];
  if (!next) return { deposit: own.depositRequired, turnover: own.turnoverRequired };
  return {
    deposit: own.depositRequired + Math.round((next.depositRequired - own.depositRequired) * 0.4),
    turnover: own.turnoverRequired + Math.round((next.turnoverRequired - own.turnoverRequired) * 0.6),
  };
}

/** Writes the history that puts `memberId` at `totals`, given what the ledger already holds. */
export async function setVipHistory(memberId: number, totals: { deposit: number; turnover: number }): Promise<void> {
  const ledger = ledgerVipTotals(db.ledgerEntries.findMany((q) => q.where({ memberId })));
  const record = { memberId, depositTotal: Math.max(0, totals.deposit - ledger.deposit), turnoverTotal: Math.max(0, totals.turnover - ledger.turnover) };
  const known = db.vipHistories.findFirst((q) => q.where({ memberId }));
  if (known) {
    await db.vipHistories.update((q) => q.where({ memberId }), {
      data: (history) => {
        history.depositTotal = record.depositTotal;
        history.turnoverTotal = record.turnoverTotal;
      },
    });
  } else await db.vipHistories.create(record);
}

const DAY = 86_400_000;

/**
 * Runs after every seed that writes ledger entries (funds, sports orders, the invite programme's friends). Invited
 * friends are new members: no history, their level is what their ledger reaches.
 */
export async function seedVipLevels(now: number): Promise<void> {
  for (const rule of VIP_LEVEL_RULES) await db.vipLevelRules.create(rule);
  for (const { inviteeId } of db.referralTies.all()) {
    const totals = ledgerVipTotals(db.ledgerEntries.findMany((q) => q.where({ memberId: inviteeId })));
    await db.members.update((q) => q.where({ id: inviteeId }), {
      data: (member) => {
        member.vipLevel = levelFor(totals, VIP_LEVEL_RULES);
      },
    });
  }
  const invitees = new Set(db.referralTies.all().map((tie) => tie.inviteeId));
  for (const member of db.members.all()) {
    const level = Math.min(member.vipLevel, VIP_TOP_LEVEL);
    if (invitees.has(member.id)) {
      await db.vipHistories.create({ memberId: member.id, depositTotal: 0, turnoverTotal: 0 });
      continue;
    }
    await setVipHistory(member.id, member.userName === 'lotus888' ? LOTUS888_VIP_TOTALS : totalsInsideLevel(level));
    for (let reached = 1; reached <= level; reached += 1) {
      const reachedAt = now - (60 - reached * 5) * DAY;
      await db.vipUpgradeBonuses.create({
        memberId: member.id,
        vipLevel: reached,
        amount: VIP_LEVEL_RULES[reached]!.upgradeBonus,
        status: 1,
        claimTime: serverTime(reachedAt + 3_600_000),
        reachedAt,
      });
    }
  }
}
