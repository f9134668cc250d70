import { formatTimeString } from '@/shared/lib/masking';

/** The birthday as the player reads it (day-month-year in Vietnamese), or null when none is set or it is unreadable. */
export function birthdayText(birthday: string | undefined, language: string): string | null {
  if (!birthday) return null;
  try {
    return formatTimeString(birthday, language);
  } catch {
    return null;
  }
}
