import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { slotGamesQuery } from '../api/game-lobby-queries';
import { gameListTiles, slotTiles, usesSlotList, type LobbyGame, type SlotFilter } from '../lib/lobby-games';

export interface TypeGames {
  games: LobbyGame[];
  /** A platform's list is still on its way (and nothing failed). */
  isPending: boolean;
  /** A platform's list failed. */
  isError: boolean;
  /** Asks the failed lists again. */
  retry: () => void;
}

const NO_GAMES: LobbyGame[] = [];

/**
 * The games of one type: for the slot type the slot lists of its platforms (only `platformId` when given) with the
 * filter, for the others the entries of its gameList (SPEC.md section 7).
 */
export function useTypeGames(type: GameTypeEntry | undefined, line: string, slotType: SlotFilter = 0, platformId?: number): TypeGames {
  const { i18n } = useTranslation();
  const platforms = type && usesSlotList(type.id) ? type.gameList.filter((entry) => platformId === undefined || entry.id === platformId) : [];
  const lists = useQueries({
    queries: platforms.map((platform) => slotGamesQuery({ platformId: platform.id, line, slotType, language: i18n.language })),
  });
  let games: LobbyGame[] = NO_GAMES;
  if (type && !usesSlotList(type.id)) games = gameListTiles(type);
  else if (type) games = platforms.flatMap((platform, index) => slotTiles(type.id, platform, lists[index]?.data ?? []));
  const isError = lists.some((list) => list.isError);
  return {
    games,
    isPending: !isError && lists.some((list) => list.isPending),
    isError,
    retry: () => {
      for (const list of lists) if (list.isError) void list.refetch();
    },
  };
}
