import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getAgentLine, subscribeAgentLine } from '@/shared/config/agent-lines';
import {
  GAME_TYPE_REFRESH_MS,
  isGameUnderMaintenance as gameUnderMaintenance,
  normaliseGameTypes,
  sortByLobby,
  type GameTypeEntry,
} from '@/shared/lib/game-types';

/** Query key root of the game type list. */
export const gameTypeKeys = { root: ['gameTypes'] as const };

/** The game type list with gameType filled in and isMaintain computed when it was read. */
export const gameTypesQuery = () =>
  queryOptions({
    queryKey: gameTypeKeys.root,
    queryFn: async ({ signal }) => {
      // Imported on use: the game call module also serves the casino and betting screens (ADR 008).
      const { getGameTypeList } = await import('@/shared/api/generated/main/game/game');
      return normaliseGameTypes((await getGameTypeList({ silent: true, signal })).data);
    },
    staleTime: GAME_TYPE_REFRESH_MS,
  });

/** Fetches the list at start and refreshes it every 180 s (mounted once, by ShellServices). */
export function useGameTypeRefresh(): void {
  useQuery({ ...gameTypesQuery(), refetchInterval: GAME_TYPE_REFRESH_MS, refetchIntervalInBackground: true });
}

const EMPTY: GameTypeEntry[] = [];

export interface GameTypesView {
  /** Server order. */
  gameTypes: GameTypeEntry[];
  /** Ordered by the agent line's lobbySort (server order when it has none). */
  lobbyGameTypes: GameTypeEntry[];
  isLoaded: boolean;
  /** Whether the game (or the type holding it) is under maintenance right now; unknown games are not. */
  isGameUnderMaintenance: (gameId: number) => boolean;
}

/** The game type list for screens and the tab bar (the sports tab checks game 1001101101). */
export function useGameTypes(): GameTypesView {
  const { data } = useQuery(gameTypesQuery());
  const agentLine = useSyncExternalStore(subscribeAgentLine, getAgentLine, getAgentLine);
  const gameTypes = data ?? EMPTY;
  const lobbyGameTypes = useMemo(() => sortByLobby(gameTypes, agentLine.lobbySort), [gameTypes, agentLine.lobbySort]);
  const isGameUnderMaintenance = useCallback((gameId: number) => gameUnderMaintenance(gameTypes, gameId), [gameTypes]);
  return { gameTypes, lobbyGameTypes, isLoaded: data !== undefined, isGameUnderMaintenance };
}
