import type { BankCard, CryptoAddress, WithdrawChannelContent, WithdrawOrder, WithdrawType } from '@/shared/api/generated/main/model';
import { WithdrawOrder as WithdrawOrderSchema } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { PATHS } from '@/shared/config/paths';
import { orderDataFromSearch, withdrawalInformationPath } from './order-data';

// The rules of the withdrawal form and the order screen, without React (which orders are open: withdrawal-status.ts).

/** A place the money can go: a bound bank card or EBPay account (the card list) or a crypto address. */
export interface Destination {
  id: number;
  title: string;
  number: string;
  holder?: string;
  isDefault: boolean;
}

/** Where each kind of channel sends its player to bind a destination. */
export const BIND_PATH: Record<WithdrawType, string> = { 1: PATHS.addBankcard, 2: PATHS.addVirtual, 3: PATHS.addEbPay };

/** The last 4 digits of a card number ("**** **** **** 5678"), whatever the server sent. */
const cardNumber = (cardNo: string): string => `**** ${cardNo.replace(/\D/g, '').slice(-4)}`;
const addressNumber = (address: string): string => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address);

/** The destinations of a channel kind, the default first. */
export function destinationsFor(withdrawType: WithdrawType, cards: readonly BankCard[], addresses: readonly CryptoAddress[]): Destination[] {
  const list: Destination[] =
    withdrawType === 2
      ? addresses.map((entry) => ({ id: entry.id, title: `${entry.currency} · ${entry.protocol}`, number: addressNumber(entry.address), isDefault: entry.isDefault ?? false }))
      : cards
          .filter((card) => card.cardType === (withdrawType === 3 ? 2 : 1))
          .map((card) => ({ id: card.id, title: card.bankName, number: cardNumber(card.cardNo), holder: card.realName, isDefault: card.isDefault ?? false }));
  return list.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export type AmountProblem =
  | { key: 'amountRequired' }
  | { key: 'amountBelowMin'; limit: number }
  | { key: 'amountAboveMax'; limit: number }
  | { key: 'amountAboveBalance'; limit: number };

/** What is wrong with a typed amount for this channel and balance, or null. */
export function amountProblem(text: string, content: Pick<WithdrawChannelContent, 'minAmount' | 'maxAmount' | 'withdrawableAmount'>): AmountProblem | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isFinite(amount) || amount <= 0) return { key: 'amountRequired' };
  if (amount < content.minAmount) return { key: 'amountBelowMin', limit: content.minAmount };
  if (amount > content.maxAmount) return { key: 'amountAboveMax', limit: content.maxAmount };
  if (amount > content.withdrawableAmount) return { key: 'amountAboveBalance', limit: content.withdrawableAmount };
  return null;
}

/** "Withdraw all": the whole withdrawable balance, at most the channel maximum, in whole units. */
export function withdrawAllAmount(content: Pick<WithdrawChannelContent, 'maxAmount' | 'withdrawableAmount'>): number {
  return Math.max(0, Math.floor(Math.min(content.withdrawableAmount, content.maxAmount)));
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export interface WithdrawQuote {
  fee: number;
  /** What arrives, in the channel currency. */
  receive: number;
  /** What arrives in USDT, for a channel with an exchange rate. */
  usdt: number | null;
}

/** The fee (percentage plus fixed), what arrives and, for USDT, its amount at the channel's rate. */
export function withdrawQuote(amount: number, content: Pick<WithdrawChannelContent, 'feeRate' | 'feeFixed' | 'exchangeRate'>): WithdrawQuote {
  const fee = amount > 0 ? round2((amount * (content.feeRate ?? 0)) / 100 + (content.feeFixed ?? 0)) : 0;
  const receive = Math.max(0, round2(amount - fee));
  const rate = content.exchangeRate ?? null;
  return { fee, receive, usdt: rate ? round2(receive / rate) : null };
}

/** /withdrawalInformation with the order in `orderData`, as the navigation guard sends it. */
export const withdrawalInformationHref = (order: WithdrawOrder): string => withdrawalInformationPath(order);

/** The order a /withdrawalInformation query carries, when it is one. */
export function orderFromSearch(search: string): WithdrawOrder | null {
  const parsed = WithdrawOrderSchema.safeParse(orderDataFromSearch(search));
  return parsed.success ? (parsed.data as WithdrawOrder) : null;
}
