const LOCALES: Readonly<Record<string, string>> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US', th: 'th-TH' };

/** A reward amount as the player's language groups numbers, without decimals when it has none ("150,000 VND"). */
export function moneyText(amount: number, currency: string, language: string): string {
  const number = new Intl.NumberFormat(LOCALES[language] ?? 'en-US', { maximumFractionDigits: 2 }).format(amount);
  return `${number} ${currency}`;
}

/** A count as the player's language groups numbers. */
export function countText(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-US', { maximumFractionDigits: 0 }).format(value);
}
