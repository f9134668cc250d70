import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './BetMock.module.css';

/** The most goals one team can be given in the practice. */
export const MAX_GOALS = 15;

export interface GoalStepperProps {
  team: 'home' | 'away';
  value: number;
  onChange: (value: number) => void;
}

/** A team's goals with a button for one fewer and one more (0 to 15). */
export function GoalStepper({ team, value, onChange }: GoalStepperProps) {
  const { t } = useTranslation('sports-help');
  const labelId = useId();
  const name = t(`betMock.goals.${team}`);
  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {name}
      </span>
      <div className={styles.stepperRow}>
        <button type="button" className={styles.step} aria-label={t('betMock.fewer', { team: name })} disabled={value <= 0} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output className={styles.goals} aria-live="polite">
          {value}
        </output>
        <button type="button" className={styles.step} aria-label={t('betMock.more', { team: name })} disabled={value >= MAX_GOALS} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
