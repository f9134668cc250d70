import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon, SearchIcon } from '@/shared/ui/icons/ui/nav-icons';
import styles from './SportsFilters.module.css';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Team or league search: the keyword goes out once typing pauses, or at once on Enter. */
export function SearchBar({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('sports');
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchIcon size={18} className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        aria-label={t('search.label')}
        placeholder={t('search.label')}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <ClearIcon size={18} />
        </button>
      ) : null}
    </form>
  );
}
