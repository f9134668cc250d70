import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CryptoProtocol } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { usdtRateQuery } from '../api/deposit-queries';
import { groupedAmount, parseDecimalAmount, usdtValue } from '../lib/deposit-amount';
import styles from './deposits.module.css';

export interface UsdtFieldsProps {
  currency: string;
  protocols: readonly CryptoProtocol[];
  protocol: CryptoProtocol;
  onProtocol: (protocol: CryptoProtocol) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  minAmount: number;
  maxAmount: number;
}

/**
 * The USDT part of the form: the network, the amount in USDT (digits and a dot: the Float directive), the live rate
 * (asked again every USDT_RATE_REFRESH_MS) and what the player receives at it.
 */
export function UsdtFields({ currency, protocols, protocol, onProtocol, value, onChange, error, minAmount, maxAmount }: UsdtFieldsProps) {
  const { t, i18n } = useTranslation('deposits');
  const rate = useQuery(usdtRateQuery(currency, true));
  const grouped = (amount: number, digits = 0) => groupedAmount(amount, i18n.language, digits);
  const usdt = parseDecimalAmount(value);
  const price = rate.data?.rate ?? null;
  return (
    <div className={styles.section}>
      <RadioGroup
        label={t('usdt.network')}
        orientation="horizontal"
        options={protocols.map((entry) => ({ value: entry, label: entry }))}
        value={protocol}
        onChange={(next) => onProtocol(next as CryptoProtocol)}
      />
      <div className={styles.card} aria-live="polite">
        {price !== null ? (
          <p>{t('usdt.rate', { rate: grouped(price), currency })}</p>
        ) : rate.isError ? (
          <p className={styles.error}>
            {t('usdt.rateFailed')}{' '}
            <Button variant="ghost" size="sm" onClick={() => rate.refetch()}>
              {t('usdt.rateRetry')}
            </Button>
          </p>
        ) : (
          <p className={styles.muted}>{t('usdt.rateLoading')}</p>
        )}
        {price !== null ? (
          <p className={styles.muted}>{t('usdt.limits', { min: grouped(minAmount / price, 2), max: grouped(maxAmount / price, 2) })}</p>
        ) : null}
      </div>
      <TextField
        label={t('usdt.amount')}
        kind="float"
        maxLength={12}
        value={value}
        placeholder={t('usdt.amountPlaceholder')}
        error={error}
        onChange={onChange}
      />
      {usdt !== null && price !== null ? (
        <p aria-live="polite">{t('usdt.received', { amount: grouped(usdtValue(usdt, price)), currency })}</p>
      ) : null}
    </div>
  );
}
