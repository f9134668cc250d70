import { useTranslation } from 'react-i18next';
import type { GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import { SLOT_FILTERS, type GameFilterState } from '../lib/lobby-games';
import styles from './GameFilters.module.css';

export interface GameFiltersProps {
  type: GameTypeEntry;
  filters: GameFilterState;
  onChange: (change: { provider?: string | null; filter?: string | null }) => void;
}

/** The slot type's provider chips (all, or one platform) and filter chips (all, hot, new, jackpot). */
export function GameFilters({ type, filters, onChange }: GameFiltersProps) {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.filters}>
      <div className={styles.chips} role="group" aria-label={t('filter.providers')}>
        <button type="button" className={styles.chip} aria-pressed={filters.provider === undefined} onClick={() => onChange({ provider: null })}>
          {t('filter.allProviders')}
        </button>
        {type.gameList.map((platform) => (
          <button
            key={platform.id}
            type="button"
            className={styles.chip}
            aria-pressed={filters.provider === platform.id}
            onClick={() => onChange({ provider: String(platform.id) })}
          >
            {platform.name}
          </button>
        ))}
      </div>
      <div className={styles.chips} role="group" aria-label={t('filter.kind')}>
        {SLOT_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={filters.filter === value}
            onClick={() => onChange({ filter: value === 0 ? null : String(value) })}
          >
            {t(`filter.slotType.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
