import { useId, useState, type Ref, type SyntheticEvent } from 'react';
import { numberOnly, truncate } from '@/shared/lib/input-directives';
import frame from '../field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '../field/FieldMessages';
import styles from './PasscodeInput.module.css';

/** SPEC.md section 9 "Verification code maximum"; also the withdraw password length. */
export const PASSCODE_LENGTH = 6;

export interface PasscodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once each time the value reaches the full length through typing or pasting. */
  onComplete?: (value: string) => void;
  length?: number;
  /** Shows dots instead of the digits (withdraw password). */
  secret?: boolean;
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A digit code (SMS code or withdraw password) drawn as one box per digit. The boxes are decoration: one real,
 * labelled input sits over them, so typing, pasting, autofill of one-time codes and screen readers all work on a
 * plain text field.
 */
export function PasscodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = PASSCODE_LENGTH,
  secret = false,
  hideLabel = false,
  hint,
  error,
  disabled,
  autoFocus,
  name,
  id,
  ref,
}: PasscodeInputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const [focused, setFocused] = useState(false);
  const describedBy = fieldDescribedBy(autoId, hint, error);
  const active = Math.min(value.length, length - 1);

  const handleChange = (raw: string) => {
    const next = truncate(numberOnly(raw), length);
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  // The caret always sits after the last digit, whichever box was tapped, so typing fills the next box.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
  };

  const cells = Array.from({ length }, (_, index) => {
    const digit = value[index];
    const classes = [
      styles.cell,
      digit === undefined ? '' : styles.filled,
      focused && index === active ? styles.active : '',
    ].join(' ');
    return (
      <span key={index} className={classes}>
        {digit === undefined ? '' : secret ? '•' : digit}
      </span>
    );
  });

  return (
    <div className={[styles.field, error ? styles.invalid : '', disabled ? styles.disabled : ''].join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : frame.label}>
        {label}
      </label>
      <div className={styles.boxes}>
        <div className={styles.cells} aria-hidden="true">
          {cells}
        </div>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          type={secret ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={secret ? 'off' : 'one-time-code'}
          spellCheck={false}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => handleChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onSelect={keepCaretAtEnd}
        />
      </div>
      <FieldMessages baseId={autoId} hint={hint} error={error} />
    </div>
  );
}
