/** Pure display rules for provider match records (SPEC.md section 4 "Match display"). */

export const MATCH_STATUS = { notStarted: 4, live: 5 } as const;
/** Score group type 5 is the goal/point score; period 1000 is the current live score. */
const SCORE_TYPE = 5;
const CURRENT_PERIOD = 1000;
const FULL_TIME_PERIODS = [1001, 3001, 5001];

export interface ScoreGroup {
  pe?: number;
  tyg?: number;
  sc?: number[];
}

export interface MatchClock {
  s?: number;
  pe?: number;
  r?: boolean;
}

export const isLive = (ms: number | undefined): boolean => ms === MATCH_STATUS.live;
export const isNotStarted = (ms: number | undefined): boolean => ms === MATCH_STATUS.notStarted;

/** [home, away] score, preferring the current-period group, or null when the match has none. */
export function scoreOf(groups: ScoreGroup[] | undefined): [number, number] | null {
  const scores = (groups ?? []).filter((group) => group.tyg === SCORE_TYPE && Array.isArray(group.sc) && group.sc.length >= 2);
  const pick =
    scores.find((group) => group.pe === CURRENT_PERIOD) ??
    scores.find((group) => group.pe !== undefined && FULL_TIME_PERIODS.includes(group.pe)) ??
    scores[0];
  if (!pick?.sc) return null;
  const [home, away] = pick.sc;
  return home === undefined || away === undefined ? null : [home, away];
}

/** The clock counter shows only when mc.s is 0 or more and the match is live. */
export function showsClock(ms: number | undefined, clock: MatchClock | undefined): boolean {
  return isLive(ms) && typeof clock?.s === 'number' && clock.s >= 0;
}

/** mm:ss from elapsed seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Kick-off as MM-DD HH:mm, or DD-MM HH:mm in Vietnamese (SPEC.md section 9), in the player's time zone. */
export function kickOffText(epochMs: number, language: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const date = language === 'vi' ? `${get('day')}-${get('month')}` : `${get('month')}-${get('day')}`;
  return `${date} ${get('hour')}:${get('minute')}`;
}
