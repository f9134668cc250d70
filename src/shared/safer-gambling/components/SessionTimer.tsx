import { useTranslation } from 'react-i18next';
import { formatSessionLength } from '../lib/reality-check';
import styles from './SaferGambling.module.css';

/** The session's length (h:mm:ss), pinned to the top of the screen when the member asked for it. */
export function SessionTimer({ startedAt, now }: { startedAt: string; now: number }) {
  const { t } = useTranslation('safer-gambling');
  const length = formatSessionLength(Date.parse(startedAt), now);
  return (
    <div className={styles.timer} role="timer" aria-label={t('check.timerLabel', { length })}>
      {length}
    </div>
  );
}
