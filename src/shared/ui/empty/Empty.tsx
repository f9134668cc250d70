import { Button } from '../button/Button';
import styles from './Empty.module.css';
import { EmptyIcon, type EmptyIconName } from './EmptyIcon';

export interface EmptyProps {
  /** What is missing, in the player's words ("No bets yet"). */
  message: string;
  /** A second, quieter line (what to do about it). */
  detail?: string;
  icon?: EmptyIconName;
  /** One way out, e.g. retry or go to the sports list. */
  action?: { label: string; onClick: () => void };
}

/** The empty state of a list or page: a picture, a message and at most one action. */
export function Empty({ message, detail, icon = 'inbox', action }: EmptyProps) {
  return (
    <div className={styles.empty} data-empty={icon}>
      <EmptyIcon name={icon} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action ? (
        <Button variant="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
