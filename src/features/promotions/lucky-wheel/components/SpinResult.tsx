import { useTranslation } from 'react-i18next';
import type { TurntableSpin } from '@/shared/api/generated/main/model';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import styles from './lucky-wheel.module.css';

/** What the last spin won, announced once the wheel has stopped (a live region, so it is read out). */
export function SpinResult({ result }: { result: TurntableSpin | null }) {
  const { t } = useTranslation('lucky-wheel');
  const money = useMoney();
  let text = '';
  if (result) {
    if (result.prizeType === 1) text = t('result.cash', { amount: money(result.amount) });
    else if (result.prizeType === 2) text = t('result.spins', { count: result.amount });
    else if (result.prizeType === 3) text = t('result.gift', { name: result.name });
    else text = t('result.none');
  }
  return (
    <p role="status" className={result ? (result.prizeType === 0 ? styles.resultNone : styles.result) : styles.resultIdle} data-prize={result?.prizeId ?? ''}>
      {text}
    </p>
  );
}
