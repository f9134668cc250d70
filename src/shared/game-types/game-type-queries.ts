import { queryOptions } from '@tanstack/react-query';
import { GAME_TYPE_REFRESH_MS, normaliseGameTypes } from './lib/game-type-rules';

const all = ['game-types'] as const;

/** The game type list (one list for everyone: no token). */
export const gameTypeKeys = {
  all,
  list: () => [...all, 'list'] as const,
};

/** The game type list with gameType filled in and isMaintain computed when it was read. */
export const gameTypesQuery = () =>
  queryOptions({
    queryKey: gameTypeKeys.list(),
    queryFn: async ({ signal }) => {
      // Imported on use: the game call module also serves the casino and betting screens (ADR 008).
      const { getGameTypeList } = await import('@/shared/api/generated/main/game/game');
      return normaliseGameTypes((await getGameTypeList({ silent: true, signal })).data);
    },
    staleTime: GAME_TYPE_REFRESH_MS,
  });
