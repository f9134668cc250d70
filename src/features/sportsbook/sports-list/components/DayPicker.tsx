import { useTranslation } from 'react-i18next';
import { earlyDays } from '../lib/early-days';
import styles from './SportsFilters.module.css';

export interface DayPickerProps {
  /** 0 all days, n the n-th day after today (the sports navigation's time picker). */
  value: number;
  onChange: (index: number) => void;
  now: number;
}

/** The early tab's time picker: all days, or one of the next days (local calendar days). */
export function DayPicker({ value, onChange, now }: DayPickerProps) {
  const { t, i18n } = useTranslation('sports');
  const days = earlyDays(now, i18n.language);
  return (
    <div className={styles.scroller} role="group" aria-label={t('days.label')}>
      <button type="button" className={styles.dayChip} aria-pressed={value === 0} onClick={() => onChange(0)}>
        {t('days.all')}
      </button>
      {days.map((day) => (
        <button
          key={day.index}
          type="button"
          className={styles.dayChip}
          aria-pressed={value === day.index}
          onClick={() => onChange(day.index)}
        >
          <span>{day.weekday}</span> <span className={styles.dayDate}>{day.date}</span>
        </button>
      ))}
    </div>
  );
}
