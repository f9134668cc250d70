import { useId } from 'react';
import frame from '../field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** The form field name; a unique one is made when missing. */
  name?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  hideLabel?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice out of a few, on native radio inputs: arrow keys move and choose, Tab leaves the group, and the
 * fieldset's legend names the group.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  name,
  hint,
  error,
  disabled,
  hideLabel = false,
  orientation = 'vertical',
}: RadioGroupProps) {
  const baseId = useId();
  const groupName = name ?? `${baseId}-radio`;
  const describedBy = fieldDescribedBy(baseId, hint, error);
  return (
    <fieldset
      role="radiogroup"
      className={[styles.group, error ? styles.invalid : ''].join(' ')}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className={hideLabel ? 'visually-hidden' : frame.legend}>{label}</legend>
      <div className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <label key={option.value} className={[styles.option, option.disabled ? styles.disabled : ''].join(' ')}>
              <input
                type="radio"
                className={styles.input}
                name={groupName}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                // The name is the label alone; the description is read after it.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={descriptionId}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.mark} aria-hidden="true" />
              <span className={styles.text}>
                <span id={`${optionId}-label`}>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages baseId={baseId} hint={hint} error={error} />
    </fieldset>
  );
}
