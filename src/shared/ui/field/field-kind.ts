import { floatOnly, numberOnly, truncate } from '@/shared/lib/input-directives';
import { phoneMaxLength } from '@/shared/lib/phone';

/** What a text field accepts: free text, a phone number, a password, whole numbers or decimals. */
export type TextFieldKind = 'text' | 'phone' | 'password' | 'number' | 'float';

export interface KindLimits {
  /** Country code of the phone number (CN, VN, ...): sets the phone maximum length. */
  country?: string | null;
  /** Maximum characters kept; for phone fields it overrides the country's maximum. */
  maxLength?: number;
}

/** The longest value a field of this kind keeps (Infinity = no limit). */
export function maxLengthFor(kind: TextFieldKind, { country, maxLength }: KindLimits): number {
  if (maxLength !== undefined) return maxLength;
  return kind === 'phone' ? phoneMaxLength(country) : Number.POSITIVE_INFINITY;
}

/**
 * What a field keeps of a typed or pasted value: the directive of its kind first, then the length limit, so a
 * pasted "091-234-567" loses its dashes, never its digits.
 */
export function sanitiseFor(kind: TextFieldKind, value: string, limits: KindLimits): string {
  const max = maxLengthFor(kind, limits);
  if (kind === 'phone' || kind === 'number') return truncate(numberOnly(value), max);
  if (kind === 'float') return truncate(floatOnly(value), max);
  return truncate(value, max);
}

/** The native input attributes that bring up the right keyboard for each kind. */
export function inputAttributesFor(kind: TextFieldKind, passwordShown: boolean) {
  switch (kind) {
    case 'phone':
      return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
    case 'number':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
    case 'float':
      return { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
    case 'password':
      return {
        type: passwordShown ? 'text' : 'password',
        inputMode: undefined,
        autoComplete: 'current-password',
      } as const;
    default:
      return { type: 'text', inputMode: undefined, autoComplete: undefined } as const;
  }
}
