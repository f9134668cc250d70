import { parseServerTime } from '@/shared/lib/server-time';

/** Where a campaign is in its period on the player's clock. */
export type CampaignPhase = 'upcoming' | 'running' | 'ended';

export interface PhaseView {
  phase: CampaignPhase;
  /** Milliseconds until it starts (upcoming) or ends (running); 0 once ended. */
  msLeft: number;
}

interface Period {
  startTime: string;
  endTime: string;
  /** The server's ActivityStatus (0 upcoming, 1 running, 2 ended), used when a time cannot be read. */
  status: number;
}

const FROM_STATUS: Readonly<Record<number, CampaignPhase>> = { 0: 'upcoming', 1: 'running', 2: 'ended' };

/** The campaign's phase at `now` from its period (server time), or from the server's status when a time is unreadable. */
export function campaignPhase({ startTime, endTime, status }: Period, now: number): PhaseView {
  const start = parseServerTime(startTime);
  const end = parseServerTime(endTime);
  if (start === null || end === null) return { phase: FROM_STATUS[status] ?? 'ended', msLeft: 0 };
  if (now < start) return { phase: 'upcoming', msLeft: start - now };
  if (now <= end) return { phase: 'running', msLeft: end - now };
  return { phase: 'ended', msLeft: 0 };
}

export interface TimeLeft {
  /** The largest unit worth saying: days when at least one, else hours, else minutes (at least 1). */
  unit: 'days' | 'hours' | 'minutes';
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long `ms` is, in the largest whole unit (rounded down; anything under a minute is 1 minute). */
export function timeLeft(ms: number): TimeLeft {
  if (ms >= DAY) return { unit: 'days', count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hours', count: Math.floor(ms / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(ms / MINUTE)) };
}

/** Whether rewards may still be claimed (the server's claim deadline is in the future). */
export function claimOpen(claimDeadline: string, now: number): boolean {
  const deadline = parseServerTime(claimDeadline);
  return deadline === null || now <= deadline;
}

/**
 * The calendar date of a server time ('yyyy-MM-dd HH:mm:ss', +08:00) as the player reads it: DD-MM-YYYY in
 * Vietnamese, YYYY-MM-DD otherwise (SPEC.md section 9). Campaign periods are the operator's calendar days, so the
 * date is the server's, the same one the rules name.
 */
export function dateText(serverTime: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(serverTime);
  if (!match) return serverTime;
  const [, year, month, day] = match;
  return language === 'vi' ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
}
