import type { ToastKind, ToastPosition } from './toast';
import { ToastIcon } from './ToastIcon';
import styles from './Toast.module.css';

export type { ToastType } from './toast';

export interface ToastProps {
  message: string;
  type: ToastKind;
  position: ToastPosition;
  /** Tapping the toast calls this (loading toasts ignore taps: they close when the work ends). */
  onDismiss?: () => void;
}

const TONES: Partial<Record<ToastKind, string | undefined>> = { error: styles.error, success: styles.success };

/**
 * One toast (SPEC.md "Custom toast"): error and success have their own icon, loading a spinner, any other type a
 * warning-style icon. Errors are announced as alerts, everything else politely as a status.
 */
export function Toast({ message, type, position, onDismiss }: ToastProps) {
  const dismissible = onDismiss !== undefined && type !== 'loading';
  const classes = [styles.toast, TONES[type], position === 'center' ? styles.center : styles.top, dismissible ? styles.dismissible : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.layer}>
      <div className={classes} role={type === 'error' ? 'alert' : 'status'} data-type={type} onClick={dismissible ? onDismiss : undefined}>
        <ToastIcon type={type} className={type === 'loading' ? styles.spin : styles.icon} />
        <span className={styles.message}>{message}</span>
      </div>
    </div>
  );
}
