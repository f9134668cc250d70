// Collections of the VIP levels: the level table (requirements and benefits per level), each member's totals from
// before the mock's ledger began, and the upgrade bonuses of the levels members have reached. Checked by the
// generated contract schemas of the designed VIP calls.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { VipLevelRule, VipUpgradeBonus } from '@/shared/api/generated/main/zod/schemas/index.zod';

/**
 * What a member had deposited and bet before the ledger's first entry (the seed's members have a history); a level
 * is computed from these plus the member's deposit and bet entries in the ledger.
 */
export const VipHistoryRecord = z.object({
  memberId: z.int(),
  depositTotal: z.number().nonnegative(),
  turnoverTotal: z.number().nonnegative(),
});

/** The upgrade bonus of one level a member reached (one record per member and level; claimed once). */
export const VipUpgradeBonusRecord = VipUpgradeBonus.extend({ memberId: z.int(), reachedAt: z.int() });

export type VipUpgradeBonusRecordType = z.infer<typeof VipUpgradeBonusRecord>;
export type VipLevelRuleRecord = z.infer<typeof VipLevelRule>;

export const vipLevelCollections = {
  vipLevelRules: new Collection({ schema: VipLevelRule }),
  vipHistories: new Collection({ schema: VipHistoryRecord }),
  vipUpgradeBonuses: new Collection({ schema: VipUpgradeBonusRecord }),
};
