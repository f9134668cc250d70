import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAgentLine } from '@/shared/config/agent-lines';
import { gameTypesQuery } from '@/shared/game-types/game-type-queries';
import { GAME_TYPE_REFRESH_MS } from '@/shared/game-types/lib/game-type-rules';
import { useGameTypes } from '@/shared/game-types/use-game-types';

/**
 * The game types as lobby tabs: the agent line's lobbySort order (server order when it has none, see useGameTypes),
 * types without a game left out, the list read again every 180 s (SPEC.md sections 3, 4 and 9). `line` names the
 * agent line for the slot list.
 */
export function useLobbyTabs() {
  const query = useQuery({ ...gameTypesQuery(), refetchInterval: GAME_TYPE_REFRESH_MS });
  const { gameTypes: all, lobbyGameTypes } = useGameTypes();
  const line = useAgentLine();
  const types = useMemo(() => lobbyGameTypes.filter((type) => type.gameList.length > 0), [lobbyGameTypes]);
  return { query, all, types, line };
}
