import styles from './Toast.module.css';

export type ToastType = 'error' | 'success' | 'info';

export interface ToastProps {
  message: string;
  type: ToastType;
  position: 'center' | 'top';
}

const ICONS: Record<ToastType, string> = { error: '✕', success: '✓', info: '!' };

/** One toast: error and success have their own icon, any other type a warning-style icon (SPEC.md "Custom toast"). */
export function Toast({ message, type, position }: ToastProps) {
  const tone = type === 'error' ? styles.error : type === 'success' ? styles.success : '';
  return (
    <div className={styles.layer}>
      <div
        className={`${styles.toast} ${tone} ${position === 'center' ? styles.center : styles.top}`}
        role={type === 'error' ? 'alert' : 'status'}
      >
        <span aria-hidden="true">{ICONS[type]}</span>
        <span>{message}</span>
      </div>
    </div>
  );
}
