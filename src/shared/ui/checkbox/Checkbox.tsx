import { useId, type ReactNode, type Ref } from 'react';
import { CheckIcon } from '../icons/ui/nav-icons';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './Checkbox.module.css';

export interface CheckboxProps {
  /** Text (or text with a link, e.g. the terms) read as the checkbox's name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a drawn box and a 44 px tall tap area that includes its label. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  error,
  disabled,
  required,
  name,
  id,
  ref,
}: CheckboxProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const describedBy = fieldDescribedBy(baseId, description, error);
  return (
    <div className={[styles.wrap, error ? styles.invalid : '', disabled ? styles.disabled : ''].join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages
        baseId={baseId}
        hint={description}
        error={error}
        classNames={{ hint: styles.description, error: styles.error }}
      />
    </div>
  );
}
