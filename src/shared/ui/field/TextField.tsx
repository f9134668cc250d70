import { useId, useRef, useState, type ComponentPropsWithRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { applyRegexRule } from '@/shared/lib/input-directives';
import { ClearIcon } from '../icons/ui/nav-icons';
import { EyeIcon, EyeOffIcon } from '../icons/ui/status-icons';
import { inputAttributesFor, maxLengthFor, sanitiseFor, type TextFieldKind } from './field-kind';
import frame from './field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from './FieldMessages';
import styles from './TextField.module.css';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'size' | 'prefix' | 'children'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  /** Receives the value after the kind's directive and length limit. */
  onChange: (value: string) => void;
  kind?: TextFieldKind;
  /** Country code for phone fields (CN, VN, ...): the number is cut to that country's maximum. */
  country?: string | null;
  maxLength?: number;
  hint?: string;
  /** An error decided outside the field (e.g. by the server); it wins over the rule's own error. */
  error?: string | null;
  /** A regex rule: checked from the first time the field loses focus; the placeholder is the error when empty. */
  rule?: { pattern: RegExp; message: string };
  /** Shows a clear button while the field holds a value (default true). */
  clearable?: boolean;
  /** Keeps the label for screen readers only, for fields whose purpose the layout already shows. */
  hideLabel?: boolean;
  /** Content before the input inside the box, e.g. an area-code button. */
  start?: ReactNode;
  /** Content after the input's own buttons inside the box, e.g. a send-code button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The field's own buttons draw the interface icons a little smaller and heavier than the set. */
const FIELD_ICON = { size: 20, strokeWidth: 2 } as const;

/**
 * A labelled input with hint, error and clear button; `kind` adds the phone, password, number and float behaviour
 * of SPEC.md section 5. Controlled: what the player typed stays in the field whatever the rule says.
 */
export function TextField({
  label,
  value,
  onChange,
  kind = 'text',
  country,
  maxLength,
  hint,
  error,
  rule,
  clearable = true,
  hideLabel = false,
  start,
  end,
  ref,
  id,
  placeholder,
  disabled,
  readOnly,
  className,
  onBlur,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('form');
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [touched, setTouched] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);

  const limits = { country, maxLength };
  const ruleError = rule && touched ? applyRegexRule(value, { ...rule, placeholder }) : null;
  const shownError = error || ruleError || null;
  const describedBy = fieldDescribedBy(autoId, hint, shownError);
  const editable = !disabled && !readOnly;
  const native = inputAttributesFor(kind, passwordShown);
  // Free text may use the native limit (it counts IME input correctly); directive kinds cut after stripping.
  const nativeMax = kind === 'text' || kind === 'password' ? maxLengthFor(kind, limits) : Number.POSITIVE_INFINITY;

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleChange = (input: HTMLInputElement) => {
    const raw = input.value;
    const next = sanitiseFor(kind, raw, limits);
    if (next !== raw) {
      // Write the cleaned value now and keep the caret where the player was typing, instead of letting it jump
      // to the end when React puts the controlled value back.
      const caret = input.selectionStart;
      input.value = next;
      if (caret !== null && document.activeElement === input) {
        const at = Math.min(sanitiseFor(kind, raw.slice(0, caret), {}).length, next.length);
        input.setSelectionRange(at, at);
      }
    }
    onChange(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    onBlur?.(event);
  };

  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  const classes = [frame.column, shownError ? styles.invalid : '', disabled ? styles.disabled : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : frame.label}>
        {label}
      </label>
      <div className={styles.box}>
        {start}
        <input
          {...native}
          {...rest}
          ref={setRefs}
          id={inputId}
          className={styles.input}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={Number.isFinite(nativeMax) ? nativeMax : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => handleChange(event.target)}
          onBlur={handleBlur}
        />
        {clearable && editable && value !== '' ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('field.clear')}
            // Keeps the focus (and the keyboard) in the input while the pointer presses the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
          >
            <ClearIcon {...FIELD_ICON} />
          </button>
        ) : null}
        {kind === 'password' ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('field.showPassword')}
            aria-pressed={passwordShown}
            aria-controls={inputId}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeIcon {...FIELD_ICON} /> : <EyeOffIcon {...FIELD_ICON} />}
          </button>
        ) : null}
        {end}
      </div>
      <FieldMessages baseId={autoId} hint={hint} error={shownError} />
    </div>
  );
}
