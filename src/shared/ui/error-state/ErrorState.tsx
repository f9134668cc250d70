import { Button } from '../button/Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load: what went wrong and a way to try again, never a blank page. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
