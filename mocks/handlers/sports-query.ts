// How the mock provider sorts matches into play types (live, today, early, outright) and filters a list query.
import type { MatchListQueryOutput } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { isWholeMatch } from '../seed/sports-labels';
import { listMarketTypes } from '../seed/sports-markets';

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

/** E-sports (sportTypes 2); every other sport is a ball sport (sportTypes 1). */
const E_SPORTS: ReadonlySet<number> = new Set([164, 165, 169, 179, 180]);

/** Whether a sport belongs to the requested sport types (1 ball sports, 2 e-sports; none asked = all). */
export function inSportTypes(sid: number, sportTypes: readonly number[] | undefined): boolean {
  if (!sportTypes || sportTypes.length === 0) return true;
  return sportTypes.includes(E_SPORTS.has(sid) ? 2 : 1);
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
      inSportTypes(m.sid, query.sportTypes) &&
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

/**
 * The market groups a list shows: the requested types (`marketTypes`, or `markets` type and period pairs), else the
 * sport's main groups on the whole match (facts 4.8). Outrights keep all of theirs.
 */
export function withMarkets(match: MatchRecord, query: Pick<MatchListQueryOutput, 'marketTypes' | 'markets'>): MatchRecord {
  if (match.ty === 1) return match;
  const { marketTypes, markets } = query;
  if (markets && markets.length > 0) {
    return { ...match, mg: match.mg.filter((g) => markets.some((m) => m.marketType === g.mty && (m.period === undefined || m.period === g.pe))) };
  }
  if (marketTypes && marketTypes.length > 0) return { ...match, mg: match.mg.filter((g) => marketTypes.includes(g.mty)) };
  const main = listMarketTypes(match.sid);
  return { ...match, mg: match.mg.filter((g) => main.includes(g.mty) && isWholeMatch(g.pe)) };
}

/** Live first, then by kick-off, then by id. */
export const byPlayOrder = (a: MatchRecord, b: MatchRecord): number => Number(b.ms === 5) - Number(a.ms === 5) || a.bt - b.bt || a.id - b.id;
