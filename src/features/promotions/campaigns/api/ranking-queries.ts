import { queryOptions } from '@tanstack/react-query';
import type { MemberRanking } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';
import { promotionCalls } from './campaign-queries';

const all = ['rankings'] as const;

/** Key roots of the ranking campaigns' standings: a member's (with their own place) and the guests' ends with the token (null). */
export const rankingKeys = {
  all,
  standings: (activityId: number, token: string | null) => [...all, 'standings', activityId, token] as const,
};

/** Standings move with every bet; a minute is fresh enough for a leaderboard. */
const STANDINGS_STALE = STALE.profile;

/** The standings: memberRanking for a member (their own place apart), touristsRanking for a guest (no place). */
export const rankingQuery = (activityId: number, token: string | null) =>
  queryOptions({
    queryKey: rankingKeys.standings(activityId, token),
    queryFn: async ({ signal }): Promise<MemberRanking> => {
      const calls = await promotionCalls();
      if (token) return (await calls.getMemberRanking({ activityId }, { signal })).data ?? { myRank: null, list: [] };
      return { myRank: null, list: (await calls.getTouristsRanking({ activityId }, { signal })).data ?? [] };
    },
    staleTime: STANDINGS_STALE,
  });
