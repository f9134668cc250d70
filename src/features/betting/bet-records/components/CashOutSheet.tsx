import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, CashOutQuote } from '@/shared/api/generated/sports/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { useToken } from '@/shared/session/use-session';
import { getUserSettings } from '@/shared/settings/user-settings';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { showToast } from '@/shared/ui/toast/toast';
import { useCashOut } from '../api/bet-record-mutations';
import { cashOutQuoteQuery } from '../api/bet-record-queries';
import { cashOutErrorMessageKey } from '../lib/cash-out-failure';
import { cashOutBounds, cashOutPayout, clampCashOutStake, MAX_CASH_OUTS, quoteAvailable, remainingStake, unitPayout } from '../lib/cash-out-rules';
import { formatProviderMoney } from '../lib/record-format';
import styles from './Records.module.css';

const DONE_TOAST_MS = 3_000;

interface Confirming {
  stake: number;
  unit: number;
  payout: number;
}

/**
 * Cash-out of a bet: how much of the stake (a slider from the provider's minimum to all of it), what that pays, then
 * a confirm step with the exact amount; the cash-out is sent once and followed until the provider pays it.
 */
export function CashOutSheet({ record, quote: opened, onClose }: { record: BetRecord; quote: CashOutQuote; onClose: () => void }) {
  const { t, i18n } = useTranslation('bet-records');
  // The newest offer while the sheet is open (the same query the card refreshes); the one it opened with if a
  // refresh briefly withdraws it.
  const live = useQuery(cashOutQuoteQuery(record.id, useToken())).data ?? undefined;
  const quote = quoteAvailable(live) && live ? live : opened;
  const money = (amount: number) => formatProviderMoney(amount, record.cid, i18n.language);
  const parlay = record.sert === 1;
  const remaining = remainingStake(record);
  const bounds = cashOutBounds(remaining, quote, parlay);
  const unit = unitPayout(quote.amt, remaining);
  const [stake, setStake] = useState(bounds.max);
  const [acceptChange, setAcceptChange] = useState(getUserSettings().oddsChange === 2);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [error, setError] = useState('');
  const cashOut = useCashOut();
  const chosen = clampCashOutStake(stake, bounds);
  const payout = cashOutPayout(chosen, unit);
  const left = MAX_CASH_OUTS - (record.coc ?? 0);

  const submit = useFormSubmit(async () => {
    if (!confirming) return;
    setError('');
    try {
      const paid = await cashOut.mutateAsync({ orderId: record.id, stake: confirming.stake, unit: confirming.unit, acceptOddsChange: acceptChange, parlay });
      showToast({ message: t('cashOut.done', { amount: money(paid.cashOutPayoutStake ?? confirming.payout) }), type: 'success', durationMs: DONE_TOAST_MS });
      onClose();
    } catch (failure) {
      setError(t(cashOutErrorMessageKey(failure)));
      setConfirming(null);
    }
  });

  return (
    <BottomSheet title={t('cashOut.title')} onClose={onClose} persistent={submit.pending}>
      <div className={styles.sheet}>
        {confirming ? (
          <>
            <p>{t('cashOut.confirmText', { stake: money(confirming.stake) })}</p>
            <p className={styles.amount}>{money(confirming.payout)}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={submit.pending}>
                {t('cashOut.back')}
              </Button>
              <Button onClick={() => submit.run()} loading={submit.pending}>
                {t('cashOut.confirm')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>{t('cashOut.remaining', { stake: money(remaining), left })}</p>
            {bounds.partial ? (
              <>
                <label className={styles.note} htmlFor={`cash-out-${record.id}`}>
                  {t('cashOut.stakeLabel')}: <strong>{money(chosen)}</strong>
                </label>
                <input
                  id={`cash-out-${record.id}`}
                  className={styles.slider}
                  type="range"
                  min={bounds.min}
                  max={bounds.max}
                  step={1}
                  value={chosen}
                  aria-valuetext={money(chosen)}
                  onChange={(event) => setStake(clampCashOutStake(Number(event.target.value), bounds))}
                />
                <p className={styles.note}>{t('cashOut.minimum', { amount: money(bounds.min) })}</p>
                <Button variant="ghost" size="sm" onClick={() => setStake(bounds.max)} aria-pressed={chosen === bounds.max}>
                  {t('cashOut.all')}
                </Button>
              </>
            ) : (
              <p className={styles.note}>{t('cashOut.wholeOnly')}</p>
            )}
            <p>{t('cashOut.youGet')}</p>
            <p className={styles.amount} aria-live="polite">
              {money(payout)}
            </p>
            <Checkbox label={t('cashOut.acceptChange')} checked={acceptChange} onChange={setAcceptChange} />
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            {submit.alert ? <p className={styles.error}>{submit.alert}</p> : null}
            <Button block onClick={() => setConfirming({ stake: chosen, unit, payout })}>
              {chosen === bounds.max ? t('cashOut.full') : t('cashOut.partial')}
            </Button>
          </>
        )}
      </div>
    </BottomSheet>
  );
}
