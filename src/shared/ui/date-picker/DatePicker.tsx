import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePart,
  composeDate,
  dayChoices,
  formatDateForLanguage,
  monthChoices,
  pad,
  parseIsoDate,
  partialFrom,
  partOrder,
  todayIso,
  yearChoices,
  type DatePart,
  type DateParts,
  type PartialDate,
} from './date-parts';
import frame from '../field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './DatePicker.module.css';

export const DEFAULT_MIN_DATE = '1900-01-01';

export interface DatePickerProps {
  label: string;
  /** yyyy-MM-dd, or '' for no date. */
  value: string;
  /** yyyy-MM-dd once year, month and day are all chosen; '' while any is missing. */
  onChange: (value: string) => void;
  /** Earliest date, yyyy-MM-dd (default 1900-01-01). */
  min?: string;
  /** Latest date, yyyy-MM-dd (default today). */
  max?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}


function partsWithin(value: string, min: string, max: string): PartialDate {
  return value !== '' && value >= min && value <= max ? partialFrom(value) : partialFrom('');
}

/**
 * Birthday picker: three native selects (the phone's own wheel or list), ordered day-month-year in Vietnamese and
 * month-day-year otherwise, limited to the min/max range. Reports yyyy-MM-dd.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min = DEFAULT_MIN_DATE,
  max,
  hint,
  error,
  disabled,
  required,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('form');
  const baseId = useId();
  const upper = max ?? todayIso();
  const minParts: DateParts = parseIsoDate(min) ?? { year: 1900, month: 1, day: 1 };
  const maxParts: DateParts = parseIsoDate(upper) ?? minParts;
  const [parts, setParts] = useState<PartialDate>(() => partsWithin(value, min, upper));
  const [seenValue, setSeenValue] = useState(value);

  // A new value from the form replaces the choice, unless it is what the current (maybe partial) choice reports.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== composeDate(parts)) setParts(partsWithin(value, min, upper));
  }

  const choices: Record<DatePart, number[]> = {
    year: yearChoices(minParts, maxParts),
    month: monthChoices(parts.year, minParts, maxParts),
    day: dayChoices(parts.year, parts.month, minParts, maxParts),
  };
  const names: Record<DatePart, string> = { year: t('date.year'), month: t('date.month'), day: t('date.day') };
  const describedBy = fieldDescribedBy(baseId, hint, error);
  const complete = composeDate(parts);

  const update = (part: DatePart, raw: string) => {
    const next = changePart(parts, part, raw === '' ? null : Number(raw), minParts, maxParts);
    setParts(next);
    const iso = composeDate(next);
    setSeenValue(iso);
    if (iso !== value) onChange(iso);
  };

  return (
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : ''].join(' ')}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <legend className={frame.legend}>{label}</legend>
      <div className={styles.row}>
        {partOrder(i18n.language).map((part) => {
          const id = `${baseId}-${part}`;
          return (
            <div key={part} className={part === 'year' ? styles.year : styles.part}>
              <label htmlFor={id} className="visually-hidden">
                {names[part]}
              </label>
              <select
                id={id}
                className={styles.select}
                value={parts[part] ?? ''}
                required={required}
                aria-invalid={error ? true : undefined}
                onChange={(event) => update(part, event.target.value)}
              >
                <option value="">{names[part]}</option>
                {choices[part].map((choice) => (
                  <option key={choice} value={choice}>
                    {part === 'year' ? choice : pad(choice)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {complete ? (
        <p className={styles.chosen}>{t('date.chosen', { date: formatDateForLanguage(complete, i18n.language) })}</p>
      ) : null}
      <FieldMessages baseId={baseId} hint={hint} error={error} />
    </fieldset>
  );
}
