import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { NetworkError } from '@/shared/api/errors';
import { PATHS } from '@/shared/config/paths';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { useConfirmWithdrawal } from '../api/withdrawal-mutations';
import { WithdrawOrderDetails } from '../components/WithdrawOrderDetails';
import { useWithdrawalOrder } from '../hooks/use-withdrawal-order';
import { orderFromSearch } from '../lib/withdrawal-rules';
import { AWAITING_CONFIRMATION } from '../lib/withdrawal-status';
import styles from '../components/withdrawals.module.css';

/** Confirms receipt once: the button stays locked after the server took it. */
function ConfirmReceipt({ orderNo, reread }: { orderNo: string; reread: () => Promise<WithdrawOrder | null | undefined> }) {
  const { t } = useTranslation('withdrawals');
  const confirm = useConfirmWithdrawal();
  const unanswered = useRef(false);
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    // After a confirmation that got no answer, the order is read first: it may have been taken already.
    if (unanswered.current && (await reread())?.orderStatus !== AWAITING_CONFIRMATION) return LEAVING;
    try {
      await confirm.mutateAsync(orderNo);
    } catch (error) {
      unanswered.current = error instanceof NetworkError;
      throw error;
    }
    return LEAVING;
  });
  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} aria-label={t('info.confirmTitle')}>
      <p className={styles.muted}>{t('info.confirmHint')}</p>
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending}>
        {t('info.confirm')}
      </Button>
    </form>
  );
}

/**
 * /withdrawalInformation?orderData=…: the withdrawal the guard or the form sent here (JSON then URL-encoded),
 * read again by its number, its status followed while it is open, and the confirmation of receipt where the
 * order asks for it.
 */
export function WithdrawalOrderScreen() {
  const { t } = useTranslation(['withdrawals', 'common']);
  const location = useLocation();
  const carried = orderFromSearch(location.search);
  const { order, detail } = useWithdrawalOrder(carried);

  if (!carried || !order) {
    return (
      <div className={styles.page}>
        <Empty message={t('info.noOrder')} icon="record" />
        <Link className={styles.linkPrimary} to={PATHS.withdraw}>
          {t('info.toWithdraw')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <WithdrawOrderDetails order={order} />
      {detail.isError ? (
        <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void detail.refetch()} />
      ) : null}
      {order.orderStatus === AWAITING_CONFIRMATION ? <ConfirmReceipt key={order.orderNo} orderNo={order.orderNo} reread={async () => (await detail.refetch()).data} /> : null}
      <Link className={styles.linkQuiet} to={PATHS.transactionRecord}>
        {t('info.records')}
      </Link>
    </div>
  );
}
