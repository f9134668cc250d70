import styles from './account-pages.module.css';

/** The form-level message of useFormSubmit (a failed connection); nothing when there is none. */
export function FormAlert({ message }: { message: string }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
