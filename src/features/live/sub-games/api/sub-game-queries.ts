import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getSubGame } from '@/shared/api/generated/main/sub-games/sub-games';

/** The round's state is read again this often, and at each of its turns (rolling, settled, next round). */
export const SUB_GAME_REFRESH_MS = 5_000;

export const subGameKeys = {
  all: ['sub-games'] as const,
  /** Member-scoped (the member's stakes): ends with the token. */
  game: (language: string, gameId: number, token: string | null) => [...subGameKeys.all, 'game', language, gameId, token] as const,
};

export const subGameQuery = (language: string, gameId: number, token: string | null) =>
  queryOptions({
    queryKey: subGameKeys.game(language, gameId, token),
    queryFn: async ({ signal }) => (await getSubGame({ gameId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: 0,
    refetchInterval: SUB_GAME_REFRESH_MS,
  });

export const refreshSubGames = (client: QueryClient) => client.invalidateQueries({ queryKey: subGameKeys.all });
