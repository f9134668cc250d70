import { formatMoney } from '@/shared/lib/money';

/** A signed amount: "+" for money in, the minus sign for money out, grouped in the player's language. */
export function signedMoney(amount: number, currency: string, language: string): string {
  return `${amount > 0 ? '+' : ''}${formatMoney(amount, currency, language)}`;
}

/** Whether money came in or went out, for the amount's colour. */
export const signOf = (amount: number): 'in' | 'out' | 'none' => (amount > 0 ? 'in' : amount < 0 ? 'out' : 'none');
