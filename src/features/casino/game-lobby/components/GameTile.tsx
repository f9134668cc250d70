import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE_SRC } from '@/shared/ui/image/fallback-image';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import type { LobbyGame } from '../lib/lobby-games';
import styles from './GameTile.module.css';

/** Intrinsic size of a tile picture: the space is reserved before it arrives (no layout shift). */
export const TILE_IMAGE_SIZE = 160;

export interface GameTileProps {
  game: LobbyGame;
  /** The game's own window, or the window of its type or platform, holds the current moment. */
  underMaintenance: boolean;
  onOpen: (game: LobbyGame) => void;
}

/** One game: picture, name, provider, and a badge for hot, new or under maintenance. One tap enters it. */
export function GameTile({ game, underMaintenance, onOpen }: GameTileProps) {
  const { t } = useTranslation('casino');
  const badge = underMaintenance ? t('badge.maintenance') : game.isHot ? t('badge.hot') : game.isNew ? t('badge.new') : null;
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.tile}
        onClick={() => onOpen(game)}
        data-maintenance={underMaintenance || undefined}
      >
        <LazyImage
          className={styles.picture}
          src={game.image || FALLBACK_IMAGE_SRC}
          alt=""
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
        />
        {badge ? (
          <span className={`${styles.badge} ${underMaintenance ? styles.maintenance : ''}`} data-testid="tile-badge">
            {badge}
          </span>
        ) : null}
        <span className={styles.name}>{game.name}</span>
        <span className={styles.provider}>{game.provider}</span>
      </button>
    </li>
  );
}
