import { formatOdds } from '@/shared/lib/odds';

const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US', th: 'th-TH' };

/** An amount with two decimals, grouped the way the player's language groups numbers (the wallet's unit is implied). */
export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Odds as the player reads them (decimal or Hong Kong), or a dash when there are none. */
export function oddsText(odds: number, format: 1 | 2): string {
  return formatOdds(odds > 0 ? odds : null, format) ?? '–';
}
