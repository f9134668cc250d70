// How the records show money and times: provider amounts in the wallet's currency, times in the player's language.
import { formatMoney } from '@/shared/lib/money';
import { walletMoney } from './record-rules';

const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US', th: 'th-TH' };

/** A provider amount as the wallet shows money ("100.000,00 VND" for 100 in thousands of VND). */
export function formatProviderMoney(amount: number, cid: number | undefined, language: string): string {
  const money = walletMoney(amount, cid);
  return formatMoney(money.amount, money.currency, language);
}

/** A win/loss amount with its sign ("+92.000,00 VND", "-100.000,00 VND"). */
export function formatSignedMoney(amount: number, cid: number | undefined, language: string): string {
  const text = formatProviderMoney(Math.abs(amount), cid, language);
  if (amount > 0) return `+${text}`;
  return amount < 0 ? `-${text}` : text;
}

/** Date and time in the player's language (device time zone). */
export function formatBetTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-US', { dateStyle: 'short', timeStyle: 'short' }).format(epochMs);
}
