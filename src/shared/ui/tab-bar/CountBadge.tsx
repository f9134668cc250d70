import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from './badge-count';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  /** Unread or pending count; zero or less shows nothing. */
  count?: number;
  /** A plain dot instead of a number (something new, count unknown). */
  dot?: boolean;
  className?: string;
  /** What screen readers hear for the count (e.g. "3 matches"); without it, "3 new". */
  label?: string;
}

/** The red count on a tab or row. Screen readers hear the exact count; the eye sees at most "99+". */
export function CountBadge({ count, dot = false, className, label }: CountBadgeProps) {
  const { t } = useTranslation('layout');
  const shown = formatBadgeCount(count);
  if (!shown && !dot) return null;
  const classes = [styles.badge, shown ? '' : styles.dot, className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <span className={classes} aria-hidden="true" data-testid="count-badge">
        {shown}
      </span>
      <span className="visually-hidden">{shown ? (label ?? t('badge.count', { count: Math.floor(count ?? 0) })) : t('badge.dot')}</span>
    </>
  );
}
