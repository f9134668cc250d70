import { useTranslation } from 'react-i18next';
import { useProgress } from './progress';
import styles from './ProgressBar.module.css';

/**
 * The thin route progress bar at the top of the screen, driven by startProgress() / doneProgress(). Mount once in
 * the shell. Without motion preferences it glides and fades; with reduced motion it only steps.
 */
export function ProgressBar() {
  // The common namespace is loaded before the app renders, so the shell never waits for it.
  const { t } = useTranslation('common');
  const { phase, value } = useProgress();
  if (phase === 'idle') return null;
  const percent = Math.round(value * 100);
  return (
    <div
      className={`${styles.track} ${phase === 'done' ? styles.done : ''}`}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-phase={phase}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
