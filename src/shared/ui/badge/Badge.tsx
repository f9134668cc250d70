import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps {
  /** The number to show; nothing shows at 0 or below unless dot. */
  count?: number;
  /** Counts above this read "max+". */
  max?: number;
  /** A small dot instead of a number (something new, no count). */
  dot?: boolean;
  /** What the badge means, for screen readers, e.g. "3 unread". Without it the visible count is read (a dot
   *  without a label is decorative). */
  label?: string;
  /** The thing the badge sits on (an icon); the badge then overlaps its top-right corner. */
  children?: ReactNode;
  className?: string;
}

/** 99 -> "99", 100 -> "99+". */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A red count or dot, alone or on the corner of its children. */
export function Badge({ count = 0, max = 99, dot = false, label, children, className }: BadgeProps) {
  const shown = dot || count > 0;
  const mark = shown ? (
    <span className={[styles.badge, dot ? styles.dot : styles.count, children === undefined ? className : styles.corner].filter(Boolean).join(' ')} data-badge={dot ? 'dot' : badgeText(count, max)}>
      {dot ? null : <span aria-hidden={label ? true : undefined}>{badgeText(count, max)}</span>}
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  ) : null;
  if (children === undefined) return mark;
  return (
    <span className={`${styles.anchor} ${className ?? ''}`}>
      {children}
      {mark}
    </span>
  );
}
