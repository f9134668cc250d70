import { useId, type Ref } from 'react';
import frame from '../field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './SelectField.module.css';

export interface SelectFieldProps {
  label: string;
  /** The chosen option's text; the placeholder shows while nothing is chosen. */
  value: string;
  placeholder: string;
  onOpen: () => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A form field whose value is picked in a sheet (bank, receiving area, area code): a button named by its label and
 * its current value, with the hint and the error tied to it like a text field's.
 */
export function SelectField({ label, value, placeholder, onOpen, error, hint, disabled, ref }: SelectFieldProps) {
  const id = useId();
  const describedBy = fieldDescribedBy(id, hint, error);
  return (
    <div className={[frame.column, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={frame.label}>
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        className={styles.box}
        aria-haspopup="listbox"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={onOpen}
      >
        <span id={`${id}-value`} className={value ? undefined : styles.placeholder}>
          {value || placeholder}
        </span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <FieldMessages baseId={id} hint={hint} error={error} size="large" />
    </div>
  );
}
