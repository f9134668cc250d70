// What the promotion stories share: a campaign screen opened at its route with its query, money as the screens write
// it, deposits and claims written into the mock's ledger before the screen renders.
import { db } from '@mocks/db';
import { postLedgerEntry } from '@mocks/handlers/ledger';
import { levelRewardKey } from '@mocks/handlers/campaigns-progress';
import { grantReward } from '@mocks/handlers/welfare-grant';
import { ensureSeeded } from '@mocks/seed';
import { moneyText } from '@/features/promotions/campaigns/lib/money-text';
import { i18n } from '@/shared/i18n';
import { screenAt } from '../../../support/screen';
import type { SeededMember } from '../../../../tests/support/session';

export const LOTUS_ID = 10001;

/** Meta of a screen opened at `url` (the route pattern is its path), with `member` signed in before each story. */
export function promotionAt(url: string, member?: SeededMember) {
  return screenAt(url.split('?')[0] ?? url, member, url);
}

/** An amount as the promotion screens write it in the story's language. */
export const money = (amount: number) => moneyText(amount, 'VND', i18n.language);

/** A deposit credited to the member now (a ledger entry, as a credited deposit order writes one). */
export async function creditDeposit(amount: number, memberId = LOTUS_ID, time = Date.now()): Promise<void> {
  await ensureSeeded();
  await postLedgerEntry({ memberId, kind: 'deposit', amount, orderNo: `DPSTORY${time}`, time });
}

/** A level of a campaign already claimed by the member (the reward credited once, as a claim does). */
export async function claimedLevel(activityId: number, levelId: number, memberId = LOTUS_ID): Promise<void> {
  await ensureSeeded();
  const campaign = db.campaigns.findFirst((q) => q.where({ id: activityId }), { strict: true });
  const level = campaign.levels.find((candidate) => candidate.levelId === levelId)!;
  await grantReward({ memberId, activityId, levelId, key: levelRewardKey(activityId, levelId), titles: level.titles, amount: level.rewardAmount, turnoverMultiple: level.turnoverMultiple });
}
