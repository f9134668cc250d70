import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAgentLine } from '@/shared/config/agent-lines';
import { gameTypesQuery } from './game-type-queries';
import {
  GAME_TYPE_REFRESH_MS,
  isGameUnderMaintenance as gameUnderMaintenance,
  sortByLobby,
  type GameTypeEntry,
} from './lib/game-type-rules';

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
  const agentLine = useAgentLine();
  const gameTypes = data ?? EMPTY;
  const lobbyGameTypes = useMemo(() => sortByLobby(gameTypes, agentLine.lobbySort), [gameTypes, agentLine.lobbySort]);
  const isGameUnderMaintenance = useCallback((gameId: number) => gameUnderMaintenance(gameTypes, gameId), [gameTypes]);
  return { gameTypes, lobbyGameTypes, isLoaded: data !== undefined, isGameUnderMaintenance };
}
