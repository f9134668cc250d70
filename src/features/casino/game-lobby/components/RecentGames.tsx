import { useTranslation } from 'react-i18next';
import type { GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import type { LobbyGame } from '../lib/lobby-games';
import { GameGrid } from './GameGrid';

export interface RecentGamesProps {
  /** The games this device played last, newest first. */
  games: readonly LobbyGame[];
  types: readonly GameTypeEntry[];
  onOpen: (game: LobbyGame) => void;
  pageSize: number;
}

/** The "recently played" tab of the lobby: the games this device played last, newest first. */
export function RecentGames({ games, types, onOpen, pageSize }: RecentGamesProps) {
  const { t } = useTranslation('casino');
  return <GameGrid games={games} types={types} onOpen={onOpen} label={t('recent')} pageSize={pageSize} />;
}
