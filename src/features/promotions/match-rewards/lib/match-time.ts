import { parseServerTime } from '@/shared/lib/server-time';
import { kickOffText } from '@/shared/lib/match-display';

/** A match's kick-off (server time) as the player reads it (DD-MM HH:mm in Vietnamese, MM-DD HH:mm otherwise). */
export function kickOffOf(beginTime: string, language: string, timeZone?: string): string {
  const ms = parseServerTime(beginTime);
  return ms === null ? beginTime : kickOffText(ms, language, timeZone);
}
