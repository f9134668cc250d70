import styles from './FormAlert.module.css';

/**
 * A form-level message (a rejected login, a lost connection): announced at once, next to the submit button;
 * nothing when there is none.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
