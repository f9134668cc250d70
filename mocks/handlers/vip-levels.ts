// The designed VIP level calls (openapi/main/paths/vip-levels-designed.yaml): the level table for everyone, the
// member's progress, and the upgrade-bonus claim that credits the wallet once through the funds ledger.
import type {
  VipLevelConfigResponse,
  VipProgress,
  VipProgressResponse,
  VipUpgradeClaimRequest,
  VipUpgradeClaimResponse,
} from '@/shared/api/generated/main/model';
import { nextLevelRequirements, VIP_TOP_LEVEL } from '@/shared/lib/vip-levels';
import { db } from '../db';
import { bodyObject, serverTime } from './account-shared';
import { postLedgerEntry } from './ledger';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';
import { syncVipLevel, upgradeBonusesOf, vipLevelRules, vipTotalsOf } from './vip-levels-progress';

export const { codes: VipLevelCode, messages: vipLevelMessages } = resultCodes({
  notReached: [1002000040, { vi: 'Bạn chưa đạt cấp VIP này', zh: '您尚未达到该VIP等级', en: 'You have not reached this VIP level yet' }],
  alreadyClaimed: [1002000041, { vi: 'Thưởng thăng cấp này đã được nhận', zh: '该晋级奖励已领取', en: 'This upgrade bonus has already been claimed' }],
});

/** The remark of the ledger entry an upgrade bonus is credited with. */
export const upgradeBonusRemark = (vipLevel: number): string => `VIP ${vipLevel}`;

/** The currency of the level table: the deployment's registration currency (SPEC.md section 9, region vietnam). */
export const VIP_TABLE_CURRENCY = 'VND';

/** The member's progress after bringing their level up to date. */
export async function vipProgressOf(memberId: number): Promise<VipProgress> {
  const member = await syncVipLevel(memberId);
  const level = member?.vipLevel ?? 0;
  const totals = vipTotalsOf(memberId);
  return {
    vipLevel: level,
    nextLevel: level >= VIP_TOP_LEVEL ? null : level + 1,
    depositTotal: totals.deposit,
    turnoverTotal: totals.turnover,
    requirements: nextLevelRequirements(level, totals, vipLevelRules()),
    upgradeBonuses: upgradeBonusesOf(memberId).map(({ vipLevel, amount, status, claimTime }) => ({ vipLevel, amount, status, claimTime })),
  };
}

/** Claims under way, so a second claim of the same bonus arriving meanwhile finds it taken. */
const claiming = new Set<string>();

async function claimUpgradeBonus(memberId: number, vipLevel: number) {
  await syncVipLevel(memberId);
  const bonus = db.vipUpgradeBonuses.findFirst((q) => q.where({ memberId, vipLevel }));
  if (!bonus) return fail(VipLevelCode.notReached, vipLevelMessages[VipLevelCode.notReached]);
  const key = `${memberId}:${vipLevel}`;
  if (bonus.status === 1 || claiming.has(key)) return fail(VipLevelCode.alreadyClaimed, vipLevelMessages[VipLevelCode.alreadyClaimed]);
  claiming.add(key);
  try {
    const now = Date.now();
    await db.vipUpgradeBonuses.update((q) => q.where({ memberId, vipLevel }), {
      data: (record) => {
        record.status = 1;
        record.claimTime = serverTime(now);
      },
    });
    await postLedgerEntry({ memberId, kind: 'bonus', amount: bonus.amount, orderNo: `VIPUP${memberId}L${vipLevel}`, remark: upgradeBonusRemark(vipLevel), time: now });
    return ok({ vipLevel, amount: bonus.amount });
  } finally {
    claiming.delete(key);
  }
}

export const vipLevelHandlers = [
  route<never, never, VipLevelConfigResponse>({ api: 'main', method: 'GET', path: '/api/member/vip/levelConfig', auth: false }, () =>
    ok({ currency: VIP_TABLE_CURRENCY, levels: vipLevelRules() }),
  ),

  memberRoute<never, never, VipProgressResponse>({ api: 'main', method: 'GET', path: '/api/member/vip/progress' }, async ({ auth }) =>
    ok(await vipProgressOf(auth.member.id)),
  ),

  memberRoute<never, VipUpgradeClaimRequest, VipUpgradeClaimResponse>(
    { api: 'main', method: 'POST', path: '/api/member/vip/claimUpgradeBonus' },
    async ({ request, auth }) => {
      const { vipLevel } = await bodyObject(request);
      if (typeof vipLevel !== 'number' || !Number.isInteger(vipLevel)) return fail(VipLevelCode.notReached, vipLevelMessages[VipLevelCode.notReached]);
      return claimUpgradeBonus(auth.member.id, vipLevel);
    },
  ),
];
