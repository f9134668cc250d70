import { queryOptions } from '@tanstack/react-query';
import { GAME_TYPE_REFRESH_MS } from '@/shared/game-types/lib/game-type-rules';
import type { SlotFilter } from '../lib/lobby-games';

// The home call module is imported on use: the lobby sits below the home screen's first view (ADR 008).
const homeCalls = () => import('@/shared/api/generated/main/home/home');

/** Key roots of the lobby's own data (the game type list is the shared gameTypeKeys). */
export const lobbyKeys = {
  all: ['casino-lobby'] as const,
  slotGames: ['casino-lobby', 'slot-games'] as const,
};

export interface SlotListParams {
  /** The slot platform: a game of the slot type. */
  platformId: number;
  /** The agent line's name; empty on the default line. */
  line: string;
  slotType: SlotFilter;
  /** The interface language: game names follow it. */
  language: string;
}

/**
 * One platform's slot games (POST /api/game/home/slot/list/ with id, line and slotType), refreshed with the game
 * type list every 180 s. A failure is shown by the lobby with a retry, not as a toast.
 */
export const slotGamesQuery = ({ platformId, line, slotType, language }: SlotListParams) =>
  queryOptions({
    queryKey: [...lobbyKeys.slotGames, platformId, line, slotType, language] as const,
    queryFn: async ({ signal }) => {
      const { getSlotGameList } = await homeCalls();
      return (await getSlotGameList({ id: platformId, line, slotType }, { signal, noNeedResponseMsg: true })).data ?? [];
    },
    staleTime: GAME_TYPE_REFRESH_MS,
    refetchInterval: GAME_TYPE_REFRESH_MS,
  });
