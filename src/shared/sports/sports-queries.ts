import { queryOptions } from '@tanstack/react-query';
import { getMatchList, getStatistical } from '@/shared/api/generated/sports/match/match';
import type { MatchListQuery } from '@/shared/api/generated/sports/model';
import { STALE } from '@/shared/api/query-client';
import { getToken } from '@/shared/session/token-store';

/** Match list query defaults of SPEC.md section 3: orderBy 1, type 1, sportId 1, no time or league filter. */
export const DEFAULT_MATCH_QUERY = {
  orderBy: 1,
  type: 1,
  sportId: 1,
  current: 1,
  size: 50,
} satisfies Partial<MatchListQuery>;

/**
 * How often live sports data refetches while a screen shows it. Guests have no socket (SPEC.md section 4: it opens on
 * login), so their lists and counts poll; a logged-in player gets socket pushes, and only a slow safety refetch
 * catches what a dropped connection missed.
 */
export const LIVE_REFETCH = {
  guestMatches: 10_000,
  guestStatistical: 30_000,
  memberSafety: 60_000,
} as const;

/** A refetchInterval read after every fetch, so a login or logout switches between polling and the safety refetch. */
export const liveRefetchInterval = (guestMs: number) => (): number => (getToken() ? LIVE_REFETCH.memberSafety : guestMs);

export const sportsKeys = {
  all: ['sports'] as const,
  statistical: (language: string) => ['sports', 'statistical', language] as const,
  matches: (language: string, query: Partial<MatchListQuery>) => ['sports', 'matches', language, query] as const,
  /** Prefix of every match-list page, whatever its language and query. */
  matchLists: ['sports', 'matches'] as const,
  /** One match with every market (getMatchDetail). */
  matchDetail: (language: string, matchId: number) => ['sports', 'match', language, matchId] as const,
  /** Prefix of every match detail, whatever its language and match. */
  matchDetails: ['sports', 'match'] as const,
};

/** Match counts per play type and sport; the language is part of the key because the provider localises names. */
export const statisticalQuery = (language: string) =>
  queryOptions({
    queryKey: sportsKeys.statistical(language),
    queryFn: async ({ signal }) => (await getStatistical({}, { signal })).data ?? null,
    staleTime: STALE.liveOdds * 6,
    refetchInterval: liveRefetchInterval(LIVE_REFETCH.guestStatistical),
  });

/** A page of matches; the client returns an empty page when the provider fails (SPEC.md section 7). */
export const matchListQuery = (language: string, query: Partial<MatchListQuery> = {}) =>
  queryOptions({
    queryKey: sportsKeys.matches(language, query),
    queryFn: async ({ signal }) => {
      const body = { ...DEFAULT_MATCH_QUERY, ...query } as MatchListQuery;
      return (await getMatchList(body, { signal })).data ?? null;
    },
    staleTime: STALE.liveOdds,
    refetchInterval: liveRefetchInterval(LIVE_REFETCH.guestMatches),
  });
