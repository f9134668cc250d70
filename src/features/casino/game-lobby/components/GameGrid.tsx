import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { Button } from '@/shared/ui/button/Button';
import { useNow } from '../hooks/use-now';
import { activeMaintenance, firstPage, type LobbyGame } from '../lib/lobby-games';
import { GameTile } from './GameTile';
import styles from './GameGrid.module.css';

export interface GameGridProps {
  games: readonly LobbyGame[];
  /** The game type list, for the maintenance windows of the games, their platforms and types. */
  types: readonly GameTypeEntry[];
  onOpen: (game: LobbyGame) => void;
  /** Names the list for screen readers. */
  label: string;
  /** Tiles per page: a long list shows one page more per tap on "Show more". */
  pageSize: number;
}

/** The tiles of a list of games, a page at a time. */
export function GameGrid({ games, types, onOpen, label, pageSize }: GameGridProps) {
  const { t } = useTranslation('casino');
  const now = useNow();
  const [pages, setPages] = useState(1);
  const { shown, left } = firstPage(games, pages * pageSize);
  return (
    <div className={styles.grid}>
      <ul className={styles.list} aria-label={label}>
        {shown.map((game) => (
          <GameTile key={game.key} game={game} underMaintenance={activeMaintenance(types, game.gameId, now) !== null} onOpen={onOpen} />
        ))}
      </ul>
      {left > 0 ? (
        <Button variant="secondary" block onClick={() => setPages((count) => count + 1)}>
          {t('showMore', { count: left })}
        </Button>
      ) : null}
    </div>
  );
}
