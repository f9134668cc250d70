import { useTranslation } from 'react-i18next';
import type { GameTypeEntry } from '@/shared/lib/game-types';
import { useNow } from '../hooks/use-now';
import { activeMaintenance, type LobbyGame } from '../lib/lobby-games';
import { useRecentGames } from '../lobby/recent-games-store';
import { GameTile } from './GameTile';
import styles from './RecentGames.module.css';

/** The games this device played last, newest first, in a row that scrolls sideways; nothing before the first game. */
export function RecentGames({ types, onOpen }: { types: readonly GameTypeEntry[]; onOpen: (game: LobbyGame) => void }) {
  const { t } = useTranslation('casino');
  const games = useRecentGames();
  const now = useNow();
  if (games.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="casino-recent">
      <h3 id="casino-recent" className={styles.heading}>
        {t('recent')}
      </h3>
      <ul className={styles.rail} aria-label={t('recent')}>
        {games.map((game) => (
          <GameTile key={game.key} game={game} underMaintenance={activeMaintenance(types, game.gameId, now) !== null} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
