import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import chipStyles from '@/shared/ui/chips/chips.module.css';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { RECORD_RANGES, RECORD_STATUSES, RECORD_TYPES, type RecordFilters } from '../lib/record-filters';

export interface RecordFilterBarProps {
  filters: RecordFilters;
  onChange: (filters: RecordFilters) => void;
}

/** The type tabs, the date range chips and the status chips of /transaction-record. */
export function RecordFilterBar({ filters, onChange }: RecordFilterBarProps) {
  const { t } = useTranslation('transaction-records');
  const chipRow = <K extends 'range' | 'status'>(key: K, label: string, options: readonly { value: RecordFilters[K]; label: string }[]) => (
    <ChoiceChips
      label={label}
      options={options}
      isChosen={(option) => filters[key] === option.value}
      onChoose={(option) => onChange({ ...filters, [key]: option.value })}
      optionLabel={(option) => option.label}
      optionKey={(option) => option.value}
    />
  );

  return (
    <div className={chipStyles.filters}>
      <Tabs
        label={t('filters.type')}
        items={RECORD_TYPES.map((type) => ({ key: type, label: t(`type.${type}`) }))}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: type as RecordFilters['type'] })}
      />
      {chipRow('range', t('filters.range'), RECORD_RANGES.map((value) => ({ value, label: t(`range.${value}`) })))}
      {chipRow('status', t('filters.status'), RECORD_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })))}
    </div>
  );
}
