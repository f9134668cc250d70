import type { TurntablePrize } from '@/shared/api/generated/main/model';

/**
 * The short mark a prize shows on its sector, the same in every language: a cash amount in thousands (K) or millions
 * (M), "+n" extra spins, a star for a gift, or a dash for no prize. The full names are listed beside the wheel.
 */
export function prizeMark({ prizeType, amount }: Pick<TurntablePrize, 'prizeType' | 'amount'>): string {
  if (prizeType === 1) {
    if (amount >= 1_000_000) return `${trim(amount / 1_000_000)}M`;
    if (amount >= 1_000) return `${trim(amount / 1_000)}K`;
    return String(amount);
  }
  if (prizeType === 2) return `+${amount}`;
  if (prizeType === 3) return '★';
  return '—';
}

const trim = (value: number) => String(Math.round(value * 100) / 100);
