import { useTranslation } from 'react-i18next';
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { copyText } from '@/shared/lib/copy-text';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button/Button';
import { showToast } from '@/shared/ui/toast/toast';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import styles from './withdrawals.module.css';

const COPY_TOAST_MS = 2000;

const STATUS_CLASS: Record<number, string | undefined> = {
  0: styles.statusOpen,
  1: styles.statusOpen,
  4: styles.statusOpen,
  2: styles.statusPaid,
  3: styles.statusReturned,
};

/** The order as /withdrawalInformation shows it: status, amounts, where the money goes, number and times. */
export function WithdrawOrderDetails({ order }: { order: WithdrawOrder }) {
  const { t, i18n } = useTranslation(['withdrawals', 'common']);
  const money = (value: number) => formatMoney(value, order.currency, i18n.language);
  const copy = async () => {
    const copied = await copyText(order.orderNo);
    showToast({ message: t(copied ? 'common:common.copySuccess' : 'common:common.copyFail'), type: copied ? 'success' : 'error', durationMs: COPY_TOAST_MS });
  };
  const rows: Array<[label: string, value: string]> = [
    [t('info.channel'), order.channelName ?? ''],
    [t('info.fee'), money(order.fee)],
    [t('info.actualAmount'), money(order.actualAmount)],
  ];
  if (order.usdtAmount !== null && order.usdtAmount !== undefined) rows.push([t('info.usdtAmount'), t('form.usdtValue', { usdt: order.usdtAmount.toFixed(2) })]);
  if (order.exchangeRate) rows.push([t('info.rate'), t('form.rateValue', { rate: money(order.exchangeRate) })]);
  if (order.account) {
    rows.push([t('info.account'), `${order.account.name} ${order.account.accountNo}`]);
    if (order.account.realName) rows.push([t('info.holder'), order.account.realName]);
  }
  rows.push([t('info.created'), order.createTime]);
  if (order.updateTime && order.updateTime !== order.createTime) rows.push([t('info.updated'), order.updateTime]);
  if (order.orderStatus === 3 && order.remark) rows.push([t('info.reason'), order.remark]);

  return (
    <TitledSection className={styles.card} title={t(`status.${order.orderStatus}`)} titleClassName={[styles.status, STATUS_CLASS[order.orderStatus] ?? ''].join(' ')}>
      <p className={styles.muted}>{t(`statusDetail.${order.orderStatus}`)}</p>
      <p className={styles.amount}>
        <span className="visually-hidden">{t('info.amount')} </span>
        {money(order.amount)}
      </p>
      <dl className={styles.quote}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.orderNo}>
        <span>
          {t('info.orderNo')}: {order.orderNo}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('info.copyOrderNo')}>
          {t('info.copy')}
        </Button>
      </div>
    </TitledSection>
  );
}
