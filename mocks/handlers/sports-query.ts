// How the mock provider sorts matches into play types (live, today, early, outright) and filters a list query.
import type { MatchListQueryOutput } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import type { MatchRecord } from '@/shared/api/generated/sports/model';

const DAY = 24 * 3_600_000;

export type Bucket = 'live' | 'today' | 'early' | 'outright' | 'closed';

/** Live = status 5; today = not started and kicking off within 24 h; early = later; outright = ty 1. */
export function bucketOf(match: MatchRecord, now: number): Bucket {
  if (match.ty === 1) return 'outright';
  if (match.ms === 5) return 'live';
  if (match.ms !== 4) return 'closed';
  return match.bt - now < DAY ? 'today' : 'early';
}

const PLAY_TYPES: Record<number, readonly Bucket[]> = {
  0: ['live', 'today', 'early', 'outright'],
  1: ['live'],
  2: ['live', 'today', 'early'],
  3: ['today'],
  4: ['early'],
  5: [],
  6: ['today', 'live'],
  7: ['outright'],
  8: ['live', 'today', 'early'],
  9: ['today', 'early'],
};

export function inPlayType(match: MatchRecord, type: number, now: number): boolean {
  const buckets = PLAY_TYPES[type] ?? [];
  if (!buckets.includes(bucketOf(match, now))) return false;
  // The parlay list only shows matches with at least one market open to parlays.
  return type !== 2 || match.mg.some((g) => g.mks.some((m) => m.au === 1));
}

export function filterMatches(all: MatchRecord[], query: MatchListQueryOutput, now: number): MatchRecord[] {
  if (query.matchIds && query.matchIds.length > 0) {
    const ids = new Set(query.matchIds);
    return all.filter((m) => ids.has(m.id));
  }
  const sports = query.sportIds && query.sportIds.length > 0 ? new Set(query.sportIds) : new Set([query.sportId]);
  const leagues = new Set([...(query.leagueIds ?? []), ...(query.leagueId === undefined ? [] : [query.leagueId])]);
  return all.filter(
    (m) =>
      inPlayType(m, query.type, now) &&
      sports.has(m.sid) &&
      (leagues.size === 0 || leagues.has(m.lg.id)) &&
      (query.beginTime === undefined || m.bt >= query.beginTime) &&
      (query.endTime === undefined || m.bt <= query.endTime),
  );
}

export function sortMatches(matches: MatchRecord[], orderBy: number): MatchRecord[] {
  const byTime = (a: MatchRecord, b: MatchRecord): number => a.bt - b.bt || a.id - b.id;
  if (orderBy === 0) return [...matches].sort(byTime);
  return [...matches].sort((a, b) => (a.lg.or ?? 9999) - (b.lg.or ?? 9999) || a.lg.id - b.lg.id || byTime(a, b));
}

/** Keeps only the requested market types (`marketTypes`), when the query names any. */
export function withMarkets(match: MatchRecord, marketTypes: number[] | undefined): MatchRecord {
  if (!marketTypes || marketTypes.length === 0) return match;
  return { ...match, mg: match.mg.filter((g) => marketTypes.includes(g.mty)) };
}
