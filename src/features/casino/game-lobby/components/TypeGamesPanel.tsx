import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, withQuery } from '@/shared/config/paths';
import type { GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { kickOffText } from '@/shared/lib/match-display';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { useNow } from '../hooks/use-now';
import { useTypeGames } from '../hooks/use-type-games';
import { searchGames, typeMaintenance, type LobbyGame, type SlotFilter } from '../lib/lobby-games';
import { GameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import styles from './TypeGamesPanel.module.css';

export interface TypeGamesPanelProps {
  type: GameTypeEntry;
  types: readonly GameTypeEntry[];
  line: string;
  onOpen: (game: LobbyGame) => void;
  search: string;
  /** Empties the search (the way out of "no games found"). */
  onClearSearch: () => void;
  pageSize: number;
  slotType?: SlotFilter;
  platformId?: number;
  /** Adds a link to the type's full lobby (/game) under the tiles. */
  seeAll?: boolean;
}

/** One type's games: a skeleton while they load, a retry when they fail, an empty note, or the tiles. */
export function TypeGamesPanel({ type, types, line, onOpen, search, onClearSearch, pageSize, slotType = 0, platformId, seeAll = false }: TypeGamesPanelProps) {
  const { t, i18n } = useTranslation(['casino', 'common']);
  const now = useNow();
  const { games, isPending, isError, retry } = useTypeGames(type, line, slotType, platformId);
  const closed = typeMaintenance(type, now);
  const found = searchGames(games, search);
  const searching = search.trim() !== '';

  let body;
  if (isError) body = <ErrorState message={t('casino:gamesFailed')} retryLabel={t('common:common.retry')} onRetry={retry} />;
  else if (isPending) body = <GameGridSkeleton label={t('casino:gamesLoading')} count={Math.min(pageSize, 9)} />;
  else if (found.length === 0 && searching)
    body = <Empty icon="search" message={t('casino:noResults', { query: search.trim() })} action={{ label: t('casino:search.clear'), onClick: onClearSearch }} />;
  else if (found.length === 0) body = <Empty message={t('casino:noGames')} />;
  else body = <GameGrid key={`${type.id}:${search}:${slotType}:${platformId ?? ''}`} games={found} types={types} onOpen={onOpen} label={t('casino:gamesOf', { type: type.name })} pageSize={pageSize} />;

  return (
    <div className={styles.panel}>
      {closed ? (
        <p className={styles.notice} role="status">
          {t('casino:typeMaintenance', { type: type.name, start: kickOffText(closed.startMs, i18n.language), end: kickOffText(closed.endMs, i18n.language) })}
        </p>
      ) : null}
      {searching && !isPending && !isError && found.length > 0 ? <p className={styles.count}>{t('casino:resultCount', { count: found.length })}</p> : null}
      {body}
      {seeAll && !isError && !isPending && games.length > 0 ? (
        <Link className={styles.seeAll} to={withQuery(PATHS.game, { type: type.id })}>
          {t('casino:seeAll', { type: type.name })}
        </Link>
      ) : null}
    </div>
  );
}
