import { C_SPORT_GAME_ID, findGame } from '@/shared/game-types/lib/game-type-rules';
import { useGameTypes } from '@/shared/game-types/use-game-types';
import { useLiveFeatureEnabled } from '../services/live-feature';
import type { TabFlags } from './build-tabs';

/**
 * Where the tab rules' flags come from:
 * - C-sport: the game type list lists the C-sport game 1001101101 (the feature is on for this site);
 * - live games: the live feature is available to this player (liveManageStatus is not 1 and the agent line has
 *   live on).
 */
export function useTabFlags(): TabFlags & { isGameUnderMaintenance: (gameId: number) => boolean } {
  const { gameTypes, isGameUnderMaintenance } = useGameTypes();
  const hasLiveGames = useLiveFeatureEnabled();
  return { cSport: findGame(gameTypes, C_SPORT_GAME_ID) !== null, hasLiveGames, isGameUnderMaintenance };
}
