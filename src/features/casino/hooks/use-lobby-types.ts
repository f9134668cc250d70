import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { getAgentLine, subscribeAgentLine, type AgentLineSettings } from '@/shared/config/agent-lines';
import { gameTypesQuery } from '@/shared/game-types/game-type-queries';
import { GAME_TYPE_REFRESH_MS, sortByLobby, type GameTypeEntry } from '@/shared/lib/game-types';

const NONE: GameTypeEntry[] = [];

/** The agent line this site runs on (its name goes into the slot list, its lobbySort orders the tabs). */
export function useAgentLine(): AgentLineSettings {
  return useSyncExternalStore(subscribeAgentLine, getAgentLine, getAgentLine);
}

/**
 * The game types as lobby tabs: the agent line's lobbySort order (server order when it has none), types without a
 * game left out, the list read again every 180 s (SPEC.md sections 3, 4 and 9).
 */
export function useLobbyTypes() {
  const query = useQuery({ ...gameTypesQuery(), refetchInterval: GAME_TYPE_REFRESH_MS });
  const line = useAgentLine();
  const all = query.data ?? NONE;
  const types = useMemo(() => sortByLobby(all, line.lobbySort).filter((type) => type.gameList.length > 0), [all, line.lobbySort]);
  return { query, all, types, line };
}
