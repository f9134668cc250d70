import type { DepositChannelContent, ChannelDepositGift } from '@/shared/api/generated/main/model';
import { formatCompact } from '@/shared/lib/money';

// The amount rules of the deposit form: what the player typed, checked against the channel's limits, and what a
// deposit of that amount earns and costs. Pure, shared by the form and its tests.

/** Why an amount cannot be sent (the key under deposits:amount.*). */
export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'decimals';

/** USDT is typed with at most this many decimals. */
export const USDT_DECIMALS = 2;

/** A typed whole amount (Number directive), or null when nothing usable was typed. */
export function parseWholeAmount(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** A typed decimal amount (Float directive: digits and dots), or null when it is not one number. */
export function parseDecimalAmount(text: string): number | null {
  if (!/^\d+(\.\d*)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The problem with an amount in the channel currency, or null when it is within the limits. */
export function amountProblem(amount: number | null, text: string, limits: Pick<DepositChannelContent, 'minAmount' | 'maxAmount'>): AmountProblem | null {
  if (text.trim() === '') return 'required';
  if (amount === null || amount <= 0) return 'invalid';
  if (amount < limits.minAmount) return 'belowMin';
  if (amount > limits.maxAmount) return 'aboveMax';
  return null;
}

/** The problem with a typed USDT amount: its decimals, then the channel limits of what it is worth. */
export function usdtProblem(text: string, rate: number | null, limits: Pick<DepositChannelContent, 'minAmount' | 'maxAmount'>): AmountProblem | null {
  const usdt = parseDecimalAmount(text);
  if (usdt !== null && (text.split('.')[1]?.length ?? 0) > USDT_DECIMALS) return 'decimals';
  return amountProblem(usdt === null || rate === null ? usdt : usdtValue(usdt, rate), text, limits);
}

/** What `usdt` is worth in the channel currency at `rate` (rounded as the order is). */
export function usdtValue(usdt: number, rate: number): number {
  return Math.round(usdt * rate);
}

/** The gift a deposit of `amount` earns under the terms (0 below the minimum deposit or without terms). */
export function giftFor(amount: number, gift: ChannelDepositGift | null | undefined): number {
  if (!gift || amount < gift.minDepositAmount) return 0;
  return Math.min(Math.round((amount * gift.giftRate) / 100), gift.maxGiftAmount);
}

/** The channel's fee on `amount`. */
export function feeFor(amount: number, feeRate: number | undefined): number {
  return Math.round((amount * (feeRate ?? 0)) / 100);
}

/** The wallet receives the amount, less the fee, plus the gift. */
export function creditedAmount(amount: number, feeRate: number | undefined, gift: ChannelDepositGift | null | undefined): number {
  return amount - feeFor(amount, feeRate) + giftFor(amount, gift);
}

const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US', th: 'th-TH' };

/** A whole amount with thousands separators in the player's language (100000 -> 100,000 or 100.000). */
export function groupedAmount(amount: number, language: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-US', { maximumFractionDigits }).format(amount);
}

/** A preset button's label: the k rule of SPEC.md section 9 (200000 -> 200k), small amounts as they are. */
export function presetLabel(amount: number): string {
  return Math.abs(amount) > 1000 ? formatCompact(amount) : String(amount);
}
