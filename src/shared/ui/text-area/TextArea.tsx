import { useId } from 'react';
import frame from '../field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './TextArea.module.css';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: string | null;
  rows?: number;
}

/** A labelled multi-line input whose error is tied to it (aria-describedby) and announced. */
export function TextArea({ label, value, onChange, maxLength, placeholder, error, rows = 3 }: TextAreaProps) {
  const id = useId();
  return (
    <div className={frame.stack}>
      <label htmlFor={id} className={frame.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages baseId={id} error={error} size="large" />
    </div>
  );
}
