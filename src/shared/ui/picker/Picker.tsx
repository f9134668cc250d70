import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons/ui/nav-icons';
import { BottomSheet } from '../popup/BottomSheet';
import { filterOptions, type PickerOption } from './picker-filter';
import styles from './Picker.module.css';

export type { PickerOption } from './picker-filter';

export interface PickerProps {
  open: boolean;
  title: string;
  options: readonly PickerOption[];
  value: string | null;
  /** Called with the chosen value; the picker then asks to close through `onClose`. */
  onSelect: (value: string) => void;
  /** Escape, the sheet handle, a tap on the backdrop, or a choice. */
  onClose: () => void;
  /** Adds a search box that filters the options by label (case and accents ignored). */
  searchable?: boolean;
}

/**
 * A list picker in the bottom sheet (area codes and the like): a single-select listbox in a modal sheet.
 * Arrow keys, Home and End move, Enter or Space choose; the sheet handles Escape, the backdrop, the focus trap
 * and gives the focus back to the opener.
 */
export function Picker(props: PickerProps) {
  return props.open ? <PickerSheet {...props} /> : null;
}

function PickerSheet({ title, options, value, onSelect, onClose, searchable = false }: PickerProps) {
  const { t } = useTranslation('form');
  const baseId = useId();
  const listId = `${baseId}-list`;
  const listRef = useRef<HTMLUListElement>(null);
  // The sheet focuses the chosen option (or the first) when it opens.
  const initialOption = useRef<HTMLLIElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(value);
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const enabled = shown.filter((option) => !option.disabled);
  const activeValue = enabled.some((option) => option.value === active) ? active : (enabled[0]?.value ?? null);

  // The sheet focuses without scrolling; bring the chosen option into view once.
  useEffect(() => {
    initialOption.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const focusValue = (next: string) => {
    setActive(next);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next)}"]`)?.focus();
  };

  const choose = (option: PickerOption) => {
    if (option.disabled) return;
    onSelect(option.value);
    onClose();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = enabled.findIndex((option) => option.value === activeValue);
    const moveTo: Record<string, number | undefined> = {
      ArrowDown: Math.min(at + 1, enabled.length - 1),
      ArrowUp: Math.max(at - 1, 0),
      Home: 0,
      End: enabled.length - 1,
    };
    if (event.key in moveTo) {
      event.preventDefault();
      const target = enabled[moveTo[event.key] ?? 0];
      if (target) focusValue(target.value);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const current = enabled[at];
      if (current) choose(current);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && activeValue !== null) {
      event.preventDefault();
      focusValue(activeValue);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const current = enabled.find((option) => option.value === activeValue);
      if (current) choose(current);
    }
  };

  return (
    <BottomSheet title={title} onClose={onClose} initialFocusRef={initialOption}>
      {searchable ? (
        <div className={styles.search}>
          <input
            type="search"
            className={styles.searchInput}
            aria-label={t('picker.search')}
            placeholder={t('picker.search')}
            aria-controls={listId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('picker.noResults')}
        </p>
      ) : null}
      <ul ref={listRef} id={listId} role="listbox" aria-label={title} className={styles.list} onKeyDown={onListKey}>
        {shown.map((option) => {
          const selected = option.value === value;
          return (
            <li
              key={option.value}
              role="option"
              data-value={option.value}
              aria-selected={selected}
              aria-disabled={option.disabled || undefined}
              ref={option.value === activeValue ? initialOption : undefined}
              tabIndex={option.value === activeValue ? 0 : -1}
              className={[styles.option, selected ? styles.selected : ''].join(' ')}
              onClick={() => choose(option)}
              onFocus={() => setActive(option.value)}
            >
              <span>{option.label}</span>
              {selected ? (
                <CheckIcon className={styles.check} size={20} strokeWidth={2.2} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
