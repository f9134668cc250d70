import type { LetterType } from '@/shared/api/generated/main/model';

/** Message keys of the letter tabs, in the `messages` namespace. */
export const LETTER_TYPE_LABEL: Record<LetterType, string> = {
  0: 'types.notification',
  1: 'types.event',
  2: 'types.sport',
};

/** The tab of ?type=, or notifications when it is missing or unknown. */
export function letterTypeFrom(value: string | null): LetterType {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return 0;
}
