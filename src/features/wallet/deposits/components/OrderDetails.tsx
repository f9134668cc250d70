import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@/shared/api/generated/main/model';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { groupedAmount } from '../lib/deposit-amount';
import { CopyRow, InfoRow } from './CopyRow';
import styles from './deposits.module.css';

/** What to pay and where: the amount, the payee's account or the USDT address, and the reference, each copyable. */
export function OrderDetails({ order }: { order: DepositOrder }) {
  const { t, i18n } = useTranslation('deposits');
  const money = (amount: number) => `${groupedAmount(amount, i18n.language)} ${order.currency}`;
  const { payee, crypto } = order;
  return (
    <TitledSection className={styles.card} title={t('info.detailsTitle')} titleClassName={styles.heading}>
      <dl className={styles.rows}>
        <InfoRow label={t('info.channel')} value={order.channelName ?? ''} />
        <InfoRow label={t('info.orderNo')} value={order.orderNo} />
        {crypto ? (
          <>
            <InfoRow label={t('info.network')} value={crypto.protocol} />
            <CopyRow label={t('info.address')} value={crypto.address} />
            <CopyRow label={t('info.usdtAmount')} value={`${groupedAmount(crypto.usdtAmount, i18n.language, 2)} USDT`} copy={String(crypto.usdtAmount)} />
            <InfoRow label={t('info.rate')} value={money(crypto.exchangeRate)} />
          </>
        ) : (
          <CopyRow label={t('info.amount')} value={money(order.amount)} copy={String(order.amount)} />
        )}
        {payee ? (
          <>
            <InfoRow label={t('info.bank')} value={payee.branch ? `${payee.bankName} · ${payee.branch}` : payee.bankName} />
            <CopyRow label={t('info.accountName')} value={payee.accountName} />
            <CopyRow label={t('info.accountNo')} value={payee.accountNo} />
          </>
        ) : null}
        {order.remark ? <CopyRow label={t('info.reference')} value={order.remark} /> : null}
        {order.giftAmount ? <InfoRow label={t('info.gift')} value={money(order.giftAmount)} /> : null}
        {order.actualAmount !== undefined ? <InfoRow label={t('info.credited')} value={money(order.actualAmount)} /> : null}
      </dl>
    </TitledSection>
  );
}
