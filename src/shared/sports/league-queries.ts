import { queryOptions } from '@tanstack/react-query';
import { getOnSaleLeagues } from '@/shared/api/generated/sports/match/match';
import type { OnSaleLeague, PlayType } from '@/shared/api/generated/sports/model';
import { STALE } from '@/shared/api/query-client';

export const leagueKeys = {
  all: ['sports-leagues'] as const,
  onSale: (language: string, type: PlayType, sportId: number) => ['sports-leagues', 'on-sale', language, type, sportId] as const,
};

/** Hot leagues first, then by the provider's rank (lower first), then by name. */
export function hotFirst(leagues: readonly OnSaleLeague[]): OnSaleLeague[] {
  return [...leagues].sort(
    (a, b) =>
      Number(b.hot === true) - Number(a.hot === true) ||
      (a.or ?? Number.MAX_SAFE_INTEGER) - (b.or ?? Number.MAX_SAFE_INTEGER) ||
      a.na.localeCompare(b.na),
  );
}

/** The leagues with matches on sale for a play type and sport (the league filter), hot first. */
export const onSaleLeaguesQuery = (language: string, type: PlayType, sportId: number) =>
  queryOptions({
    queryKey: leagueKeys.onSale(language, type, sportId),
    queryFn: async ({ signal }) => hotFirst((await getOnSaleLeagues({ type, sportId }, { signal })).data ?? []),
    staleTime: STALE.liveOdds * 12,
  });
