import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { Button } from '@/shared/ui/button/Button';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { useCancelDeposit } from '../api/deposit-mutations';
import { ExpiryCountdown } from '../components/ExpiryCountdown';
import { OrderDetails } from '../components/OrderDetails';
import { OrderOutcome } from '../components/OrderOutcome';
import { ReceiptUpload } from '../components/ReceiptUpload';
import styles from '../components/deposits.module.css';
import { useDepositOrder } from '../hooks/use-deposit-order';
import { groupedAmount } from '../lib/deposit-amount';
import { isOpenPhase, type OrderPhase } from '../lib/deposit-status';

/**
 * /rechargeInformation?orderNo=…: where the open deposit order stands (polled), what to pay and where (copyable), the
 * time left, the receipt upload and a confirmed cancel; once closed, the outcome (credited with the balance refreshed,
 * or the rejection's reason).
 */
export function DepositOrderScreen() {
  const { t, i18n } = useTranslation('deposits');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { token, status, order, phase, rejectReason } = useDepositOrder(orderNo);
  const cancel = useCancelDeposit();
  const [confirming, setConfirming] = useState(false);
  const cancelOnce = useFormSubmit(async () => {
    await cancel.mutateAsync(orderNo);
  });

  if (!token) return null;
  if (!orderNo) {
    return (
      <div className={styles.page}>
        <p>{t('info.noOrder')}</p>
        <Link className={styles.link} to={PATHS.deposit}>
          {t('outcome.again')}
        </Link>
      </div>
    );
  }

  const details = order.data ?? null;
  const open = (current: OrderPhase) => (
    <>
      <TitledSection className={styles.card} aria-live="polite" title={t(`phase.${current}`)} titleClassName={styles.status}>
        <p className={styles.muted}>{t(`phaseHint.${current}`)}</p>
        {current === 'awaitingPayment' || current === 'matching' ? <ExpiryCountdown expireTime={details?.expireTime} /> : null}
      </TitledSection>
      {details ? <OrderDetails order={details} /> : null}
      {current === 'awaitingPayment' && details ? <ReceiptUpload orderNo={orderNo} required={details.payType !== 3} /> : null}
      <FormAlert message={cancelOnce.alert} />
      {current === 'awaitingPayment' || current === 'matching' ? (
        <Button variant="danger" block loading={cancelOnce.pending} onClick={() => setConfirming(true)}>
          {t('cancel.action')}
        </Button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('cancel.title')}
          message={t('cancel.message', { orderNo })}
          confirmLabel={t('cancel.confirm')}
          cancelLabel={t('cancel.keep')}
          onConfirm={() => {
            setConfirming(false);
            cancelOnce.run();
          }}
          onDismiss={() => setConfirming(false)}
        />
      ) : null}
    </>
  );

  return (
    <div className={styles.page}>
      <QueryGate queries={[status]} rows={6} keepLoaded>
        {() =>
          phase === null ? (
            <p>{t('info.noOrder')}</p>
          ) : isOpenPhase(phase) ? (
            open(phase)
          ) : (
            <OrderOutcome
              phase={phase as Parameters<typeof OrderOutcome>[0]['phase']}
              credited={details?.actualAmount === undefined ? null : `${groupedAmount(details.actualAmount, i18n.language)} ${details.currency}`}
              rejectReason={rejectReason}
            />
          )
        }
      </QueryGate>
    </div>
  );
}
