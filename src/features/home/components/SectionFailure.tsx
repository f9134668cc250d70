import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** A section's failed load in its own space: what went wrong and a retry (the rest of the screen keeps working). */
export function SectionFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
