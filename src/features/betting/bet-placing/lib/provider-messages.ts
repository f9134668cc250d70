import type { TFunction } from 'i18next';
import { NetworkError, SportsApiError, SportsRequestError } from '@/shared/api/errors';

/**
 * The provider codes a bettor can meet while placing (sports-provider-facts §6), each with its own message in the
 * bet-placing namespace; any other code falls back to a general message, never to the provider's English text.
 */
export const BETTOR_CODES = [
  3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3010, 3011, 3018, 3020, 6043, 6051, 6060, 14009, 14060,
  14063, 14085, 14086, 14088, 14090,
] as const;

/** The reject codes `rj` getStakeOrderStatus reports (facts §4.16). */
export const REJECT_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const isBettorCode = (code: number): code is (typeof BETTOR_CODES)[number] => (BETTOR_CODES as readonly number[]).includes(code);
const isRejectCode = (code: number): code is (typeof REJECT_CODES)[number] => (REJECT_CODES as readonly number[]).includes(code);

/** The message key of a provider code (bet-placing namespace). */
export function codeMessageKey(code: number): string {
  return isBettorCode(code) ? `code.${code}` : 'fallback';
}

/** The translated message of a provider code. */
export function providerCodeMessage(t: TFunction, code: number): string {
  return t(codeMessageKey(code), { ns: 'bet-placing' });
}

/** Why an order was rejected: the reject code's translation, else the provider's reason text, else the general one. */
export function rejectReason(t: TFunction, rj: number | undefined, rjs?: string): string {
  if (rj !== undefined && isRejectCode(rj)) return t(`reject.${rj}`, { ns: 'bet-placing' });
  return rjs?.trim() ? rjs.trim() : t('rejectedFallback', { ns: 'bet-placing' });
}

/** A failed call as the player reads it: a provider code's message, or the lost-connection message. */
export function placingErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof SportsApiError) return providerCodeMessage(t, error.code);
  if (error instanceof SportsRequestError || error instanceof NetworkError) return t('network', { ns: 'bet-placing' });
  return t('fallback', { ns: 'bet-placing' });
}

/** True when the call may have reached the provider but no answer came back (the order may exist). */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof SportsRequestError;
}
