import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CountBadge } from '../tab-bar/CountBadge';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
  badge?: number;
  /** What the badge counts, as screen readers hear it (e.g. "3 matches"); without it only the number is read. */
  badgeLabel?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list (required: several tab sets can share a screen). */
  label: string;
  /** The selected tab (controlled); leave out and use `defaultValue` to let the tabs keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (key: string) => void;
  /** The panel: a node, or a function of the selected key. Leave out when the tabs only filter content below. */
  children?: ReactNode | ((key: string) => ReactNode);
  className?: string;
}

const NEXT_KEYS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/** Finds the enabled tab a key press moves to, wrapping around the ends. */
function moveFrom(items: readonly TabItem[], index: number, step: 1 | -1 | 'first' | 'last'): number {
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return index;
  if (step === 'first') return enabled[0] ?? index;
  if (step === 'last') return enabled[enabled.length - 1] ?? index;
  for (let offset = 1; offset <= items.length; offset += 1) {
    const candidate = (index + step * offset + items.length) % items.length;
    if (!items[candidate]?.disabled) return candidate;
  }
  return index;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and select, the list scrolls
 * sideways when the tabs do not fit and keeps the selected one in view.
 */
export function Tabs({ items, label, value, defaultValue, onChange, children, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items.find((item) => !item.disabled)?.key ?? '');
  const selected = value ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const listRef = useRef<HTMLDivElement>(null);

  // Keeps the selected tab inside the scrolled list without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab) return;
    const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selected]);

  const select = (key: string) => {
    if (value === undefined) setOwn(key);
    if (key !== selected) onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const current = Math.max(
      0,
      items.findIndex((item) => item.key === selected),
    );
    const next = items[moveFrom(items, current, step)];
    if (!next) return;
    select(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  const panel = typeof children === 'function' ? children(selected) : children;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isSelected}
              aria-controls={isSelected && panel !== undefined ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
              onClick={() => select(item.key)}
            >
              <span>{item.label}</span>
              <CountBadge count={item.badge} label={item.badgeLabel ?? String(Math.floor(item.badge ?? 0))} />
            </button>
          );
        })}
      </div>
      {panel !== undefined ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
          {panel}
        </div>
      ) : null}
    </div>
  );
}
