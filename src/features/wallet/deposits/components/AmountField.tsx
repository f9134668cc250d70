import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import { TextField } from '@/shared/ui/field/TextField';
import { groupedAmount, presetLabel } from '../lib/deposit-amount';
import styles from './deposits.module.css';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  minAmount: number;
  maxAmount: number;
  presets: readonly number[];
  error: string | null;
}

/**
 * The amount in the channel currency: digits only (the Number directive), the channel's presets with the k rule, the
 * limits, and the typed amount read back with thousands separators.
 */
export function AmountField({ value, onChange, currency, minAmount, maxAmount, presets, error }: AmountFieldProps) {
  const { t, i18n } = useTranslation('deposits');
  const grouped = (amount: number) => groupedAmount(amount, i18n.language);
  const typed = value === '' ? null : Number(value);
  return (
    <div className={styles.section}>
      <TextField
        label={t('form.amount', { currency })}
        kind="number"
        maxLength={12}
        value={value}
        placeholder={t('form.amountPlaceholder')}
        hint={t('form.limits', { min: grouped(minAmount), max: grouped(maxAmount), currency })}
        error={error}
        onChange={onChange}
      />
      {typed !== null && Number.isFinite(typed) ? (
        <p className={styles.muted} aria-live="polite">
          {t('form.amountReadBack', { amount: grouped(typed), currency })}
        </p>
      ) : null}
      {presets.length > 0 ? (
        <ChoiceChips
          label={t('form.presets')}
          options={presets}
          isChosen={(amount) => typed === amount}
          onChoose={(amount) => onChange(String(amount))}
          optionLabel={presetLabel}
          optionName={(amount) => t('form.presetLabel', { short: presetLabel(amount), amount: grouped(amount), currency })}
          className={styles.chips}
          chipClassName={styles.chip}
        />
      ) : null}
    </div>
  );
}
