import type { Key, ReactNode } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import styles from './InfiniteList.module.css';

export interface VirtualRowsProps<T> {
  virtualizer: Virtualizer<Window, HTMLDivElement> | Virtualizer<HTMLDivElement, HTMLDivElement>;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  label: string;
  /** The list's distance from the top of the scrolling element (window scrolling); rows are placed relative to it. */
  offset: number;
  /** Total length when known (no more pages); unknown lengths are announced as such. */
  setSize: number;
  busy: boolean;
}

/** The rendered window of rows: a list as tall as all rows, with only the visible ones in it. */
export function VirtualRows<T>({ virtualizer, items, renderItem, getKey, label, offset, setSize, busy }: VirtualRowsProps<T>) {
  const rows = virtualizer.getVirtualItems();
  return (
    <div role="list" aria-label={label} aria-busy={busy || undefined} className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={getKey ? getKey(item, row.index) : row.key}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={setSize}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ transform: `translateY(${row.start - offset}px)` }}
          >
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
