const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US', th: 'th-TH' };

/** An amount with its currency code, two decimals, grouped the way the player's language groups numbers. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const number = new Intl.NumberFormat(LOCALES[language] ?? 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${currency}`;
}

/** SPEC.md section 9 "Number formatting": a k suffix above 1000, otherwise two decimals. */
export function formatCompact(amount: number): string {
  if (Math.abs(amount) > 1000) return `${(amount / 1000).toFixed(2).replace(/\.?0+$/, '')}k`;
  return amount.toFixed(2);
}
