import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/field/TextField';
import { SearchIcon } from '@/shared/ui/icons/ui/nav-icons';

/** The search box over the shown type's games (name or provider, accents and case ignored). */
export function GameSearch({ value, onChange, typeName }: { value: string; onChange: (value: string) => void; typeName: string }) {
  const { t } = useTranslation('casino');
  return (
    <TextField
      label={t('search.label', { type: typeName })}
      hideLabel
      enterKeyHint="search"
      placeholder={t('search.placeholder', { type: typeName })}
      value={value}
      onChange={onChange}
      maxLength={40}
      start={<SearchIcon size={18} />}
    />
  );
}
