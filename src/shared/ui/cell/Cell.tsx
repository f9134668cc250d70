import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, CONTROL_STROKE } from '../icons/ui/nav-icons';
import { CountBadge } from '../tab-bar/CountBadge';
import styles from './Cell.module.css';

export interface CellProps {
  title: ReactNode;
  /** Right-aligned value (balance, current setting). */
  value?: ReactNode;
  /** Second line under the title. */
  description?: ReactNode;
  /** Decorative icon at the left. */
  icon?: ReactNode;
  /** Disclosure arrow at the right; shown by default on rows that link or act. */
  arrow?: boolean;
  /** Makes the row a link to this route. */
  to?: string;
  /** Makes the row a button (when it has no `to`), or runs on the link's tap. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A count (99+ above 99) or `true` for a dot. */
  badge?: number | boolean;
  disabled?: boolean;
  className?: string;
}

/** One row of a list: an icon, a title with an optional description, a value, a badge and an arrow. */
export function Cell({ title, value, description, icon, arrow, to, onClick, badge, disabled = false, className }: CellProps) {
  const interactive = to !== undefined || onClick !== undefined;
  const showArrow = arrow ?? interactive;
  const body = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {value !== undefined ? <span className={styles.value}>{value}</span> : null}
      {typeof badge === 'number' ? <CountBadge count={badge} /> : badge ? <CountBadge dot /> : null}
      {showArrow ? (
        <span className={styles.arrow} aria-hidden="true">
          <ArrowRightIcon strokeWidth={CONTROL_STROKE} />
        </span>
      ) : null}
    </>
  );
  const classes = [styles.cell, interactive ? styles.interactive : '', className ?? ''].filter(Boolean).join(' ');

  if (to !== undefined && !disabled) {
    return (
      <Link to={to} className={classes} onClick={onClick}>
        {body}
      </Link>
    );
  }
  if (interactive) {
    return (
      <button type="button" className={classes} onClick={onClick} disabled={disabled}>
        {body}
      </button>
    );
  }
  return <div className={classes}>{body}</div>;
}
