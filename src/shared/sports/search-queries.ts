import { queryOptions } from '@tanstack/react-query';
import { queryMatchByRecommend } from '@/shared/api/generated/sports/match/match';
import { STALE } from '@/shared/api/query-client';

export const matchSearchKeys = {
  all: ['sports-search'] as const,
  results: (language: string, keyword: string) => ['sports-search', 'results', language, keyword] as const,
};

/** Matches of every sport whose team or league names match the keyword (queryMatchByRecommend). */
export const matchSearchQuery = (language: string, keyword: string) =>
  queryOptions({
    queryKey: matchSearchKeys.results(language, keyword),
    queryFn: async ({ signal }) => (await queryMatchByRecommend({ recommend: keyword }, { signal })).data ?? [],
    staleTime: STALE.liveOdds * 6,
    enabled: keyword.length > 0,
  });
