import { Children, useId, type ReactNode } from 'react';
import styles from './Cell.module.css';

export interface CellGroupProps {
  /** Heading above the rows; it also names the list. */
  title?: ReactNode;
  /** The heading level that fits the screen's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Card look with rounded corners and side margins. */
  inset?: boolean;
  children: ReactNode;
  className?: string;
}

/** A titled list of cells: each child becomes one list item. */
export function CellGroup({ title, headingLevel = 2, inset = false, children, className }: CellGroupProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = Children.toArray(children);
  const classes = [styles.group, inset ? styles.inset : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {title ? (
        <Heading id={headingId} className={styles.groupTitle}>
          {title}
        </Heading>
      ) : null}
      <ul className={styles.rows} aria-labelledby={title ? headingId : undefined}>
        {rows.map((row, index) => (
          <li key={index} className={styles.row}>
            {row}
          </li>
        ))}
      </ul>
    </div>
  );
}
