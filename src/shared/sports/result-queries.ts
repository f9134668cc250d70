import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMatchResultInfo, getMatchResultPage } from '@/shared/api/generated/sports/match/match';
import type { ResultLeague, ResultRecord } from '@/shared/api/generated/sports/model';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';
import { matchDataOrNull } from './match-detail-queries';

/** Results of finished matches (matchResultPage, matchResultInfo). Finished scores rarely change: catalogue freshness. */
export const RESULT_STALE_MS = STALE.catalogue;
/** The provider's largest page (SPEC.md section 7 / provider limit). */
export const RESULT_PAGE_SIZE = 50;

export interface ResultFilter {
  sportId: number;
  /** Kick-off range, epoch milliseconds, both inclusive. */
  beginTime: number;
  endTime: number;
  /** Only these leagues; empty for every league of the sport. */
  leagueIds: readonly number[];
}

export interface ResultPageData {
  records: ResultRecord[];
  /** The leagues with results in the range (the filter's choices). */
  leagues: ResultLeague[];
  total: number;
  current: number;
}

export const resultKeys = {
  all: ['sports-results'] as const,
  pages: (language: string, filter: ResultFilter) => ['sports-results', 'page', language, filter] as const,
  info: (language: string, matchId: number) => ['sports-results', 'info', language, matchId] as const,
};

/** Results by sport and kick-off range, page by page, league by league; optionally limited to some leagues. A failure shows the list's retry, not a toast. */
export const resultPagesQuery = (language: string, filter: ResultFilter) =>
  infiniteQueryOptions({
    queryKey: resultKeys.pages(language, filter),
    queryFn: async ({ pageParam, signal }): Promise<ResultPageData> => {
      const page = (
        await getMatchResultPage(
          {
            sportId: filter.sportId,
            ...(filter.leagueIds.length > 0 ? { leagueIds: [...filter.leagueIds] } : {}),
            beginTime: filter.beginTime,
            endTime: filter.endTime,
            orderBy: 1,
            current: pageParam,
            size: RESULT_PAGE_SIZE,
          },
          { signal, noNeedResponseMsg: true },
        )
      ).data;
      return { records: page?.records ?? [], leagues: page?.lgs ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    staleTime: RESULT_STALE_MS,
  });

/**
 * One finished match with its scores per period; null when the provider does not know the match (codes 7 and
 * 14002). Other failures reject without a toast: the screen shows its own retry.
 */
export const resultInfoQuery = (language: string, matchId: number) =>
  queryOptions({
    queryKey: resultKeys.info(language, matchId),
    queryFn: ({ signal }) => matchDataOrNull(getMatchResultInfo({ matchId }, { signal, noNeedResponseMsg: true })),
    enabled: Number.isSafeInteger(matchId) && matchId > 0,
    staleTime: RESULT_STALE_MS,
  });
