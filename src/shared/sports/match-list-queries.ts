import { infiniteQueryOptions } from '@tanstack/react-query';
import { getMatchList } from '@/shared/api/generated/sports/match/match';
import type { MatchListQuery, MatchPage } from '@/shared/api/generated/sports/model';
import { STALE } from '@/shared/api/query-client';
import { DEFAULT_MATCH_QUERY, LIVE_REFETCH, liveRefetchInterval, sportsKeys } from './sports-queries';

/** The provider's largest page (facts 5: getList size at most 50). */
export const MATCH_PAGE_SIZE = 50;

/** The list filters of the match list screens; paging (current, size) is the infinite query's. */
export type MatchListFilter = Omit<Partial<MatchListQuery>, 'current' | 'size'>;

/**
 * Pages of matches loaded as the player scrolls (getList current/size). Its key sits under sportsKeys.matchLists,
 * so socket pushes patch every loaded page in place (src/shared/live/live-patches.ts).
 */
export const matchPagesKey = (language: string, filter: MatchListFilter) =>
  [...sportsKeys.matches(language, filter), 'pages'] as const;

export const matchPagesQuery = (language: string, filter: MatchListFilter) =>
  infiniteQueryOptions({
    queryKey: matchPagesKey(language, filter),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<MatchPage | null> => {
      const body = { ...DEFAULT_MATCH_QUERY, ...filter, current: pageParam, size: MATCH_PAGE_SIZE } as MatchListQuery;
      return (await getMatchList(body, { signal })).data ?? null;
    },
    getNextPageParam: (last) => (last && last.current < last.pageTotal ? last.current + 1 : undefined),
    staleTime: STALE.liveOdds,
    refetchInterval: liveRefetchInterval(LIVE_REFETCH.guestMatches),
  });
