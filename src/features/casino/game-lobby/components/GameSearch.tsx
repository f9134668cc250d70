import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/field/TextField';
import { SearchIcon } from '@/shared/ui/icons/ui/nav-icons';
import styles from './GameSearch.module.css';

/** The search box over the shown type's games (name or provider, accents and case ignored). */
export function GameSearch({ value, onChange, typeName }: { value: string; onChange: (value: string) => void; typeName: string }) {
  const { t } = useTranslation('casino');
  return (
    <TextField
      label={t('search.label', { type: typeName })}
      hideLabel
      enterKeyHint="search"
      placeholder={t('search.placeholder')}
      value={value}
      onChange={onChange}
      maxLength={40}
      start={
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon size={18} />
        </span>
      }
    />
  );
}
