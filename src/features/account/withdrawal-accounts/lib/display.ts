import { maskMiddle } from '@/shared/lib/masking';

/**
 * A card or wallet number as the lists show it: only the last 4 digits, whatever the server sent, so a full
 * number never reaches the screen ("9704366812345678" or "**** **** **** 5678" -> "**** **** **** 5678").
 */
export function maskedCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`.trimEnd();
}

/** The last 4 digits, for spoken labels ("card ending 5678"). */
export function cardTail(cardNo: string): string {
  return cardNo.replace(/\D/g, '').slice(-4);
}

/** A crypto address shortened for a list row: the first 6 and last 6 characters ("TXk8rQ**…**hJ1kLm"). */
export function shortAddress(address: string): string {
  return maskMiddle(address, 6, 6).replace(/\*{4,}/, '****');
}
