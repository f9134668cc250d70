import { parseServerTime } from '@/shared/lib/server-time';
import { kickOffText } from '@/shared/lib/match-display';

/**
 * When a letter was sent or an announcement starts, in the player's time zone: MM-DD HH:mm, or DD-MM HH:mm in
 * Vietnamese (SPEC.md section 9). The server sends 'yyyy-MM-dd HH:mm:ss' at +08:00; anything unreadable gives ''.
 */
export function messageTime(serverTime: string | null | undefined, language: string, timeZone?: string): string {
  const epochMs = parseServerTime(serverTime);
  return epochMs === null ? '' : kickOffText(epochMs, language, timeZone);
}

/** The same moment as a machine-readable ISO string for <time dateTime>, or undefined when unreadable. */
export function messageDateTime(serverTime: string | null | undefined): string | undefined {
  const epochMs = parseServerTime(serverTime);
  return epochMs === null ? undefined : new Date(epochMs).toISOString();
}
