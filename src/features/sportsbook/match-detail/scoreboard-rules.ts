import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import { clockText, scoreOf } from '@/shared/lib/match-display';

/**
 * What the scoreboard of a match shows, read from the provider's record (sports-provider-facts.md section 2):
 * the clock text, the headline score, per-period scores, corner and card counts and the sport-specific `sb`
 * values. Pure rules, no React.
 */

/** Period 1000 is the current live score; sport id × 1000 + 1 is the full match: both name the whole match. */
const CURRENT_PERIOD = 1000;
export const isWholeMatch = (pe: number): boolean => pe === CURRENT_PERIOD || pe % 1000 === 1;

/** Score kinds (facts 4.10): 5 goals or points, 5556 sets, 5559 games. */
const GOALS = 5;
const SETS = 5556;
const GAMES = 5559;
/** Counted events shown beside the score: corners, yellow cards, red cards. */
export const COUNTED_KINDS = [6, 7, 8] as const;

/** Clock precision 2: the provider counts in minutes. */
const MINUTES_PRECISION = 2;

/** The clock as shown: mm:ss, or whole minutes (57') when the provider counts in minutes; stoppage time after. */
export function clockLabel(seconds: number, clock: Pick<MatchClock, 'tu' | 'itd'>): string {
  const base = clock.tu === MINUTES_PRECISION ? `${Math.floor(Math.max(0, seconds) / 60)}'` : clockText(seconds);
  return clock.itd && clock.itd > 0 ? `${base} +${clock.itd}'` : base;
}

const pairOf = (sc: readonly number[] | undefined): [number, number] | null => {
  const [home, away] = sc ?? [];
  return typeof home === 'number' && typeof away === 'number' ? [home, away] : null;
};

/** The big score: goals or points, else sets won (tennis and other set sports). */
export function headlineScore(groups: readonly ScoreGroup[] | undefined): [number, number] | null {
  const score = scoreOf(groups as ScoreGroup[] | undefined);
  if (score) return score;
  const sets = (groups ?? []).find((group) => group.tyg === SETS && isWholeMatch(group.pe));
  return sets ? pairOf(sets.sc) : null;
}

export interface PeriodScore {
  /** Score-group period (facts 4.6: 1002 1st half, 3005 1st quarter, 5002 1st set, ...). */
  pe: number;
  home: number;
  away: number;
}

/** Goals (or games, for set sports) per period, in period order; the whole-match totals are left out. */
export function periodScores(groups: readonly ScoreGroup[] | undefined): PeriodScore[] {
  const byPeriod = new Map<number, PeriodScore>();
  for (const group of groups ?? []) {
    if (isWholeMatch(group.pe)) continue;
    const pair = pairOf(group.sc);
    if (!pair) continue;
    const known = byPeriod.get(group.pe);
    // Goals win over games when a period carries both.
    if (group.tyg === GOALS || (group.tyg === GAMES && !known)) byPeriod.set(group.pe, { pe: group.pe, home: pair[0], away: pair[1] });
  }
  return [...byPeriod.values()].sort((a, b) => a.pe - b.pe);
}

export interface CountedEvent {
  /** 6 corners, 7 yellow cards, 8 red cards. */
  tyg: (typeof COUNTED_KINDS)[number];
  home: number;
  away: number;
}

/** Corners and cards of the whole match (the live group first, else the full-time one), in COUNTED_KINDS order. */
export function countedEvents(groups: readonly ScoreGroup[] | undefined): CountedEvent[] {
  return COUNTED_KINDS.flatMap((tyg) => {
    const ofKind = (groups ?? []).filter((group) => group.tyg === tyg && isWholeMatch(group.pe));
    const pick = ofKind.find((group) => group.pe === CURRENT_PERIOD) ?? ofKind[0];
    const pair = pairOf(pick?.sc);
    return pair ? [{ tyg, home: pair[0], away: pair[1] }] : [];
  });
}

/**
 * The sport-specific scoreboard fields (facts section 2, `sb`) and how each reads: a home/away pair, a side (1 home,
 * 2 away) or one value. Ice hockey ihs/ias players in the penalty box; handball hhs/has suspensions; American
 * football rp side in possession, rd down, ry yards to go; snooker sv side at the table, srr reds remaining;
 * baseball bs strikes, bb balls, bo outs, bbs bases taken; cricket co overs, cd deliveries.
 */
export const SCOREBOARD_FIELDS = [
  { key: 'penaltyBox', home: 'ihs', away: 'ias' },
  { key: 'suspensions', home: 'hhs', away: 'has' },
  { key: 'possession', side: 'rp' },
  { key: 'down', value: 'rd' },
  { key: 'yardsToGo', value: 'ry' },
  { key: 'atTable', side: 'sv' },
  { key: 'redsRemaining', value: 'srr' },
  { key: 'strikes', value: 'bs' },
  { key: 'balls', value: 'bb' },
  { key: 'outs', value: 'bo' },
  { key: 'bases', value: 'bbs' },
  { key: 'overs', value: 'co' },
  { key: 'deliveries', value: 'cd' },
] as const;

export type ScoreboardKey = (typeof SCOREBOARD_FIELDS)[number]['key'];

export type ScoreboardEntry =
  | { key: ScoreboardKey; home: string; away: string }
  | { key: ScoreboardKey; side: 'home' | 'away' }
  | { key: ScoreboardKey; value: string };

const SIDES: Readonly<Record<string, 'home' | 'away'>> = { '1': 'home', '2': 'away' };

const MAX_PARTS = 4;
/** One side of a pair the provider left out. */
const MISSING = '-';

/** A field value as text: a number, a non-empty text, or a short list of them joined; anything else is not shown. */
export function scoreboardValue(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value) && value.length > 0 && value.length <= MAX_PARTS) {
    const parts = value.map((part: unknown) => (Array.isArray(part) ? null : scoreboardValue(part)));
    return parts.every((part) => part !== null) ? parts.join(' - ') : null;
  }
  return null;
}

/** The side a side field names (1 or "1" home, 2 or "2" away); any other value, of whatever type, names none. */
function scoreboardSide(value: unknown): 'home' | 'away' | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const key = String(value);
  return Object.hasOwn(SIDES, key) ? SIDES[key] : undefined;
}

/** The fields of `sb` a player can read, in SCOREBOARD_FIELDS order; unknown keys and unreadable values are left out. */
export function scoreboardEntries(sb: Readonly<Record<string, unknown>> | undefined): ScoreboardEntry[] {
  if (!sb) return [];
  return SCOREBOARD_FIELDS.flatMap((field): ScoreboardEntry[] => {
    if ('side' in field) {
      const side = scoreboardSide(sb[field.side]);
      return side ? [{ key: field.key, side }] : [];
    }
    if ('value' in field) {
      const value = scoreboardValue(sb[field.value]);
      return value === null ? [] : [{ key: field.key, value }];
    }
    const home = scoreboardValue(sb[field.home]);
    const away = scoreboardValue(sb[field.away]);
    if (home === null && away === null) return [];
    return [{ key: field.key, home: home ?? MISSING, away: away ?? MISSING }];
  });
}
