import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/Button';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** A modal question with one answer; Escape or a tap outside dismisses it. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onDismiss }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className={styles.backdrop} onClick={onDismiss}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <Button ref={buttonRef} block onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
