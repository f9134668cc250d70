import type { ResultRecord } from '@/shared/api/generated/sports/model';

/** The 16 sports of SPEC.md section 3 "Sports id map", in its order. */
export const RESULT_SPORT_IDS = [1, 3, 13, 47, 5, 7, 177, 178, 15, 19, 16, 6, 4, 2, 51, 8] as const;

/** Match statuses a finished-match list can hold besides "ended" (0), shown instead of a score. */
export const UNPLAYED_STATUSES: readonly number[] = [1, 2, 3, 6, 7, 8];

export type ResultRow = { kind: 'league'; id: number; name: string; logo?: string } | { kind: 'match'; record: ResultRecord };

/** Records in list order with a league heading before each run of one league's matches. */
export function groupByLeague(records: readonly ResultRecord[]): ResultRow[] {
  const rows: ResultRow[] = [];
  let league: number | null = null;
  for (const record of records) {
    if (record.lg.id !== league) {
      league = record.lg.id;
      rows.push({ kind: 'league', id: record.lg.id, name: record.lg.na, logo: record.lg.lurl });
    }
    rows.push({ kind: 'match', record });
  }
  return rows;
}

export type DayPreset = 'today' | 'yesterday' | 'week';
export const DAY_PRESETS: readonly DayPreset[] = ['today', 'yesterday', 'week'];
/** How far back results can be asked for (the provider refuses spans over 31 days). */
export const RESULT_MAX_DAYS = 30;

const DAY_MS = 86_400_000;

function startOfLocalDay(epochMs: number): number {
  const day = new Date(epochMs);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

function endOfLocalDay(epochMs: number): number {
  const day = new Date(epochMs);
  day.setHours(23, 59, 59, 999);
  return day.getTime();
}

/** The kick-off range of a preset in the player's own days: today, yesterday, or the last 7 days with today. */
export function presetRange(preset: DayPreset, now: number): { beginTime: number; endTime: number } {
  if (preset === 'yesterday') {
    const yesterday = startOfLocalDay(now) - DAY_MS / 2;
    return { beginTime: startOfLocalDay(yesterday), endTime: endOfLocalDay(yesterday) };
  }
  const from = preset === 'week' ? startOfLocalDay(now) - 6 * DAY_MS + DAY_MS / 2 : now;
  return { beginTime: startOfLocalDay(from), endTime: endOfLocalDay(now) };
}

/** yyyy-MM-dd of a local day. */
export function isoDay(epochMs: number): string {
  const day = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The range from the start of one local day to the end of another (yyyy-MM-dd), or null when either is missing or they are reversed. */
export function customRange(from: string, to: string): { beginTime: number; endTime: number } | null {
  const read = (iso: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : null;
  };
  const start = read(from);
  const end = read(to);
  if (start === null || end === null || end < start) return null;
  return { beginTime: startOfLocalDay(start), endTime: endOfLocalDay(end) };
}
