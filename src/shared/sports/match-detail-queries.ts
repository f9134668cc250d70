import { queryOptions } from '@tanstack/react-query';
import { SportsApiError } from '@/shared/api/errors';
import { getMatchDetail } from '@/shared/api/generated/sports/match/match';
import { STALE } from '@/shared/api/query-client';
import { LIVE_REFETCH, liveRefetchInterval, sportsKeys } from './sports-queries';

/**
 * Provider codes that mean "there is no such match" (sports-provider-facts.md section 6): 7 no data, 14002 not
 * found. The detail then holds null, which the screen shows as a not-found state instead of a retry.
 */
export const MATCH_NOT_FOUND_CODES: ReadonlySet<number> = new Set([7, 14002]);

export const isMatchNotFound = (error: unknown): boolean =>
  error instanceof SportsApiError && MATCH_NOT_FOUND_CODES.has(error.code);

/** The data of a call about one match, or null when the provider does not know the match; other failures reject. */
export async function matchDataOrNull<T>(call: Promise<{ data?: T | null }>): Promise<T | null> {
  try {
    return (await call).data ?? null;
  } catch (error) {
    if (isMatchNotFound(error)) return null;
    throw error;
  }
}

/**
 * One match with every market (getMatchDetail), cached under sportsKeys.matchDetail so socket pushes patch it in
 * place (src/shared/live/live-patches.ts). Null when the provider has no such match; any other failure rejects
 * (the screen offers a retry) without a toast, as the screen shows the failure itself. Guests poll it like the
 * lists; a logged-in player gets pushes and the slow safety refetch.
 */
export const matchDetailQuery = (language: string, matchId: number) =>
  queryOptions({
    queryKey: sportsKeys.matchDetail(language, matchId),
    queryFn: ({ signal }) => matchDataOrNull(getMatchDetail({ matchId }, { signal, noNeedResponseMsg: true })),
    staleTime: STALE.liveOdds,
    refetchInterval: liveRefetchInterval(LIVE_REFETCH.guestMatches),
  });
