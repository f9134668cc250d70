import { C_SPORT_GAME_ID, findGame, type GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { isInMaintenanceWindow, type MaintenanceRange } from '@/shared/lib/maintenance';
import { kickOffText } from '@/shared/lib/match-display';
import { parseServerTime } from '@/shared/lib/server-time';
import type { SportsMaintenanceState } from '@/shared/maintenance/sports-maintenance';

export interface SportsMaintenanceView {
  active: boolean;
  /** The window in epoch milliseconds, when one is known. */
  range: MaintenanceRange | null;
}

function windowOf(entry: { startTime?: string | null; endTime?: string | null }): MaintenanceRange | null {
  const startMs = parseServerTime(entry.startTime);
  const endMs = parseServerTime(entry.endTime);
  return startMs !== null && endMs !== null ? { startMs, endMs } : null;
}

/**
 * Whether sports are under maintenance and until when (SPEC.md sections 2 and 4): the provider's code 8 with its
 * [start-end] window first; else the C-sport game 1001101101 (or the type holding it) inside its window in the game
 * type list, with that window.
 */
export function sportsMaintenanceView(flag: SportsMaintenanceState, types: readonly GameTypeEntry[], now: number): SportsMaintenanceView {
  if (flag.active) {
    return { active: true, range: flag.startMs !== undefined && flag.endMs !== undefined ? { startMs: flag.startMs, endMs: flag.endMs } : null };
  }
  const found = findGame(types, C_SPORT_GAME_ID);
  if (!found) return { active: false, range: null };
  const label = `game ${C_SPORT_GAME_ID}`;
  if (isInMaintenanceWindow(found.game.startTime, found.game.endTime, now, label)) return { active: true, range: windowOf(found.game) };
  if (isInMaintenanceWindow(found.type.startTime, found.type.endTime, now, label)) return { active: true, range: windowOf(found.type) };
  return { active: false, range: null };
}

/**
 * The two ends of a maintenance window as the app writes dates and times (DD-MM HH:mm in Vietnamese, MM-DD HH:mm
 * in the other languages), in the player's local time: for the maintenance page and the /sports banner alike.
 */
export function maintenanceWindowText({ startMs, endMs }: MaintenanceRange, language: string): { start: string; end: string } {
  return { start: kickOffText(startMs, language), end: kickOffText(endMs, language) };
}
