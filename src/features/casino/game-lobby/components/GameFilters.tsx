import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
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
  const providers = [undefined, ...type.gameList.map((platform) => platform.id)];
  const platformName = (id: number) => type.gameList.find((platform) => platform.id === id)?.name;
  return (
    <div className={styles.filters}>
      <ChoiceChips
        label={t('filter.providers')}
        options={providers}
        isChosen={(id) => filters.provider === id}
        onChoose={(id) => onChange({ provider: id === undefined ? null : String(id) })}
        optionLabel={(id) => (id === undefined ? t('filter.allProviders') : platformName(id))}
        className={styles.chips}
        chipClassName={styles.chip}
      />
      <ChoiceChips
        label={t('filter.kind')}
        options={SLOT_FILTERS}
        isChosen={(value) => filters.filter === value}
        onChoose={(value) => onChange({ filter: value === 0 ? null : String(value) })}
        optionLabel={(value) => t(`filter.slotType.${value}`)}
        className={styles.chips}
        chipClassName={styles.chip}
      />
    </div>
  );
}
