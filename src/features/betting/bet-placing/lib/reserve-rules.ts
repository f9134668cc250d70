import { lockReason, parseStake, stakeProblem, type StakeProblem } from '@/shared/bet-cart/cart-rules';
import type { CartItem } from '@/shared/bet-cart/cart-types';

/**
 * Target-odds (reserve) bets, sports-provider-facts §3.9: one selection, a stake, and European target odds with at
 * most 3 decimals above the odds offered now. The provider also caps the target and keeps at most 10 open reserves
 * per member; those answers (6060, 14085/6051) come back as its codes and are shown as their messages.
 */
export const RESERVE_ODDS_DECIMALS = 3;
/** The longest target odds accepted, in digits before the point (odds of 10000 or more are not offered). */
const MAX_WHOLE_DIGITS = 4;

const TARGET_TEXT = new RegExp(`^\\d{1,${MAX_WHOLE_DIGITS}}(\\.\\d{1,${RESERVE_ODDS_DECIMALS}})?$`);

export type TargetProblem = 'required' | 'format' | 'notAbove';

/** The target odds a typed text stands for: a decimal with at most 3 decimals (a comma counts as the point). */
export function parseTargetOdds(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!TARGET_TEXT.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** What is wrong with the typed target against the odds offered now, or null when it can be sent. */
export function targetOddsProblem(text: string, currentOdds: number): TargetProblem | null {
  if (text.trim() === '') return 'required';
  const target = parseTargetOdds(text);
  if (target === null) return 'format';
  // Compared in thousandths: the provider's odds and the target both have at most 3 decimals.
  return Math.round(target * 1000) > Math.round(currentOdds * 1000) ? null : 'notAbove';
}

/** The stake against the item's quoted limits (0 = no limit). */
export function reserveStakeProblem(text: string, item: Pick<CartItem, 'smin' | 'smax'>): StakeProblem | null {
  return stakeProblem(parseStake(text), item.smin, item.smax);
}

/** A reserve is taken only on an open selection with bettable odds. */
export function canReserve(item: Pick<CartItem, 'ss' | 'odds'>): boolean {
  return lockReason(item) === null;
}
