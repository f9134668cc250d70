import type { ResultRecord, ScoreGroup } from '@/shared/api/generated/sports/model';

/** The 16 sports of SPEC.md section 3 "Sports id map", in its order. */
export const RESULT_SPORT_IDS = [1, 3, 13, 47, 5, 7, 177, 178, 15, 19, 16, 6, 4, 2, 51, 8] as const;

/** Score group kinds (tyg) a result shows: 5 goals/points, 6 corners, 7 yellow cards, 8 red cards. */
export const SCORE_KIND = { score: 5, corners: 6, yellowCards: 7, redCards: 8 } as const;
export type ScoreKind = keyof typeof SCORE_KIND;

/** Match statuses a finished-match list can hold besides "ended" (0), shown instead of a score. */
export const UNPLAYED_STATUSES: readonly number[] = [1, 2, 3, 6, 7, 8];

/** The whole-match period of a sport: sport id × 1000 + 1 (soccer 1001, basketball 3001, tennis 5001, ...). */
export const fullTimePeriod = (sportId: number): number => sportId * 1000 + 1;

const isPair = (group: ScoreGroup): boolean => group.sc.length >= 2 && group.sc.every((value) => Number.isFinite(value));

/** [home, away] of one kind of score over the whole match, or null when the record has none. */
export function finalScore(record: Pick<ResultRecord, 'sid' | 'nsg'>, tyg: number = SCORE_KIND.score): [number, number] | null {
  const groups = record.nsg.filter((group) => group.tyg === tyg && isPair(group));
  const pick = groups.find((group) => group.pe === fullTimePeriod(record.sid)) ?? groups.find((group) => group.pe === 1000) ?? groups[0];
  return pick ? [pick.sc[0] as number, pick.sc[1] as number] : null;
}

export interface PeriodScore {
  pe: number;
  home: number;
  away: number;
}

/** The per-period scores of one kind (halves, quarters, sets, ...), in period order, without the whole-match total. */
export function periodScores(record: Pick<ResultRecord, 'sid' | 'nsg'>, tyg: number = SCORE_KIND.score): PeriodScore[] {
  const seen = new Set<number>();
  return record.nsg
    .filter((group) => group.tyg === tyg && isPair(group) && group.pe !== fullTimePeriod(record.sid) && group.pe !== 1000)
    .filter((group) => (seen.has(group.pe) ? false : (seen.add(group.pe), true)))
    .map((group) => ({ pe: group.pe, home: group.sc[0] as number, away: group.sc[1] as number }))
    .sort((a, b) => a.pe - b.pe);
}

/** The extra kinds of score a record carries over the whole match (corners, cards), in a fixed order. */
export function extraScores(record: Pick<ResultRecord, 'sid' | 'nsg'>): { kind: ScoreKind; score: [number, number] }[] {
  const kinds: ScoreKind[] = ['corners', 'yellowCards', 'redCards'];
  return kinds.flatMap((kind) => {
    const score = finalScore(record, SCORE_KIND[kind]);
    return score ? [{ kind, score }] : [];
  });
}

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
