import styles from './Spinner.module.css';

export type SpinnerRingSize = 'md' | 'sm' | 'text';

/**
 * The turning ring every busy state draws (page loading, list footer, pull-to-refresh, busy button); decorative,
 * the text beside it says what is loading. `md` and `sm` turn in the brand colour, `text` takes the text colour
 * and size. It slows down when the reader asks for less motion.
 */
export function SpinnerRing({ size = 'md' }: { size?: SpinnerRingSize }) {
  return <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
}

/** A centred loading ring with a status message for assistive technology. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <SpinnerRing />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
