import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakeProblem } from '@/shared/bet-cart/cart-rules';
import styles from '../BetCart.module.css';
import { formatAmount } from '../format';

export interface StakeFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  min: number;
  max: number;
  problem: StakeProblem | null;
  disabled?: boolean;
}

/** A money input that brings up the phone's number pad, with the limits (0 = none) and what is wrong with it. */
export function StakeField({ label, value, onChange, min, max, problem, disabled = false }: StakeFieldProps) {
  const { t, i18n } = useTranslation('bet-cart');
  const id = useId();
  const amount = (value: number) => formatAmount(value, i18n.language);
  const hint =
    min > 0 && max > 0
      ? t('limits', { min: amount(min), max: amount(max) })
      : min > 0
        ? t('minOnly', { min: amount(min) })
        : max > 0
          ? t('maxOnly', { max: amount(max) })
          : '';
  const message = problem ? t(`problem.${problem}`, { min: amount(min), max: amount(max) }) : '';
  return (
    <div className={styles.stakeField}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('stake')}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={hint || message ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint || message ? (
        <p id={`${id}-hint`} className={problem ? styles.stakeProblem : styles.stakeHint}>
          {message || hint}
        </p>
      ) : null}
    </div>
  );
}
