import { useId, useRef, useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerRing } from '../spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** sm is visually compact but keeps a 44 px hit area; md is the 44 px default; lg is for the main action. */
  size?: ButtonSize;
  block?: boolean;
  /**
   * Shows a spinner, sets aria-busy and disables the button. A click handler that returns a promise puts the
   * button in this state by itself until the promise settles, so a double tap submits once.
   */
  loading?: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // Without suspense: the busy note is the only text, and a button must never blank its screen while it loads.
  const { t, ready } = useTranslation('layout', { useSuspense: false });
  const busyNoteId = useId();
  const [pending, setPending] = useState(false);
  // A ref, not state: two taps inside one frame both arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result: unknown = onClick?.(event);
    if (!isThenable(result)) return;
    inFlight.current = true;
    setPending(true);
    const settle = () => {
      inFlight.current = false;
      setPending(false);
    };
    result.then(settle, settle);
  };

  const classes = [
    styles.button,
    styles[variant],
    styles[size],
    block ? styles.block : '',
    busy ? styles.busy : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-describedby={busy && ready ? busyNoteId : rest['aria-describedby']}
      onClick={handleClick}
    >
      {busy ? <SpinnerRing size="text" /> : null}
      <span className={styles.label}>{children}</span>
      {busy && ready ? (
        <span id={busyNoteId} hidden>
          {t('button.busy')}
        </span>
      ) : null}
    </button>
  );
}
