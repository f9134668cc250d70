import { useTranslation } from 'react-i18next';
import type { ResultLeague } from '@/shared/api/generated/sports/model';
import { useIdChoice } from '@/shared/sports/use-id-choice';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import styles from './Results.module.css';

export interface LeagueFilterSheetProps {
  leagues: readonly ResultLeague[];
  selected: readonly number[];
  onApply: (leagueIds: number[]) => void;
  onClose: () => void;
}

/** Picks the leagues to show; nothing picked means every league. The choice applies only on "Show results". */
export function LeagueFilterSheet({ leagues, selected, onApply, onClose }: LeagueFilterSheetProps) {
  const { t } = useTranslation('sports-results');
  const { chosen: picked, toggle, clear } = useIdChoice(selected);

  return (
    <BottomSheet title={t('leagues.title')} onClose={onClose}>
      <div className={styles.sheetList}>
        {leagues.map((league) => (
          <Checkbox key={league.id} label={league.nm} checked={picked.has(league.id)} onChange={(on) => toggle(league.id, on)} />
        ))}
      </div>
      <div className={styles.sheetActions}>
        <Button variant="secondary" onClick={clear}>
          {t('leagues.clear')}
        </Button>
        <Button
          onClick={() => {
            onApply(leagues.filter((league) => picked.has(league.id)).map((league) => league.id));
            onClose();
          }}
        >
          {t('leagues.apply')}
        </Button>
      </div>
    </BottomSheet>
  );
}
