import { useId, type ReactNode } from 'react';
import styles from './ListItem.module.css';

export interface ListItemProps {
  title: string;
  /** The "default" tag text, shown when this entry is the default one. */
  defaultLabel?: string | null;
  /** The emphasised line (a masked card number, an address). */
  number?: string;
  lines?: readonly string[];
  actions?: ReactNode;
}

/** One bound account or delivery address in a list: title, default tag, its details and its actions. */
export function ListItem({ title, defaultLabel, number, lines = [], actions }: ListItemProps) {
  const titleId = useId();
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {defaultLabel ? <span className={styles.tag}>{defaultLabel}</span> : null}
      </div>
      <div className={styles.lines}>
        {number ? <span className={styles.number}>{number}</span> : null}
        {lines.filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
