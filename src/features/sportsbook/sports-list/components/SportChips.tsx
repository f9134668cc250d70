import { useTranslation } from 'react-i18next';
import type { SportCount } from '@/shared/api/generated/sports/model';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { SportIcon } from '@/shared/ui/icons/sport/SportIcon';
import styles from './SportsFilters.module.css';

export interface SportChipsProps {
  sports: readonly SportCount[];
  value: number;
  onChange: (sportId: number) => void;
}

/** One chip per sport with matches in the play type: its icon (active when chosen), name and count. */
export function SportChips({ sports, value, onChange }: SportChipsProps) {
  const { t } = useTranslation('sports');
  const texts = useSportsTexts();
  return (
    <div className={styles.scroller} role="group" aria-label={t('sportsLabel')}>
      {sports.map((sport) => {
        const chosen = sport.sid === value;
        const name = texts.sport(sport.sid);
        return (
          <button
            key={sport.sid}
            type="button"
            className={styles.sportChip}
            aria-pressed={chosen}
            onClick={() => onChange(sport.sid)}
          >
            <SportIcon sportId={sport.sid} active={chosen} size={28} />
            <span className={styles.sportName}>{name}</span>{' '}
            <span className={styles.sportCount} aria-hidden="true">
              {sport.c}
            </span>
            <span className="visually-hidden">{t('leagues.count', { count: sport.c })}</span>
          </button>
        );
      })}
    </div>
  );
}
