import type { Key, ReactNode, Ref } from 'react';
import chipStyles from './chips.module.css';

export interface ChoiceChipsProps<T> {
  /** The group's accessible name: what the chips choose. */
  label: string;
  options: readonly T[];
  /** Whether an option is the current choice (its chip shows pressed). */
  isChosen: (option: T) => boolean;
  onChoose: (option: T) => void;
  /** What the chip shows. */
  optionLabel: (option: T) => ReactNode;
  /** The chip's accessible name when what it shows is short (e.g. "10k"). */
  optionName?: (option: T) => string;
  optionKey?: (option: T) => Key;
  /** The screen's own classes, which compose `chips` and `chip` from chips.module.css and add their layout. */
  className?: string;
  chipClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of choice chips: toggle buttons (aria-pressed) in a named group, one of them the current choice. The date
 * ranges, filters and presets of the screens are all this row with their own options.
 */
export function ChoiceChips<T>({
  label,
  options,
  isChosen,
  onChoose,
  optionLabel,
  optionName,
  optionKey = String,
  className = chipStyles.chips,
  chipClassName = chipStyles.chip,
  ref,
}: ChoiceChipsProps<T>) {
  return (
    <div ref={ref} className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={optionKey(option)}
          type="button"
          className={chipClassName}
          aria-pressed={isChosen(option)}
          aria-label={optionName?.(option)}
          onClick={() => onChoose(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
