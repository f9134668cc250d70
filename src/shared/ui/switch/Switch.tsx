import { useId } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label, read as the switch's description. */
  description?: string;
  disabled?: boolean;
  /** Keeps the label for screen readers only (e.g. in a settings cell that shows its own title). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/** An on/off setting: the whole row is one `role="switch"` button, so the label is as easy to tap as the track. */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  hideLabel = false,
  id,
  className,
}: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className={[styles.wrap, className ?? ''].filter(Boolean).join(' ')}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className={[styles.row, hideLabel ? styles.compact : ''].join(' ')}
        onClick={() => onChange(!checked)}
      >
        <span className={hideLabel ? 'visually-hidden' : styles.label}>{label}</span>
        <span className={[styles.track, checked ? styles.on : ''].join(' ')} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </button>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
