import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/IconButton';
import { BackIcon, CONTROL_STROKE } from '../icons/ui/nav-icons';
import styles from './NavBar.module.css';

export interface NavBarProps {
  title: ReactNode;
  /** Shows the back button; the shell decides where back goes (history, reply-detail tab reset). */
  onBack?: () => void;
  /** Overrides the translated "Back" name of the back button. */
  backLabel?: string;
  /** Replaces the back button, e.g. with a close button. */
  left?: ReactNode;
  /** Actions at the right, e.g. the customer-service icon button. */
  right?: ReactNode;
  /** Stays at the top while the page scrolls (default). */
  sticky?: boolean;
  className?: string;
}

/** The top bar of a screen: back, title (the page heading), actions; below the status bar on notched phones. */
export function NavBar({ title, onBack, backLabel, left, right, sticky = true, className }: NavBarProps) {
  const { t } = useTranslation('layout');
  const leading =
    left ??
    (onBack ? (
      <IconButton label={backLabel ?? t('navBar.back')} icon={<BackIcon strokeWidth={CONTROL_STROKE} />} onClick={onBack} />
    ) : null);
  const classes = [styles.bar, sticky ? styles.sticky : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      <div className={styles.row}>
        <div className={styles.side}>{leading}</div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.end}`}>{right}</div>
      </div>
    </header>
  );
}
