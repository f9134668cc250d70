import { useTranslation } from 'react-i18next';
import type { TransactionRecordDetail } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { signedMoney, signOf } from './record-format';
import styles from './transaction-records.module.css';

/** One record: its amount and status, then what is known of it (order, channel, fee...), then its steps. */
export function RecordDetails({ record }: { record: TransactionRecordDetail }) {
  const { t, i18n } = useTranslation('transaction-records');
  const money = (amount: number) => formatMoney(amount, record.currency, i18n.language);
  const fields: [label: string, value: string | null | undefined][] = [
    [t('detail.type'), t(`kind.${record.kind}`)],
    [t('detail.orderNo'), record.orderNo || null],
    [t('detail.channel'), record.channelName],
    [t('detail.orderAmount'), record.orderAmount == null ? null : money(record.orderAmount)],
    [t('detail.fee'), record.orderAmount == null ? null : money(record.fee)],
    [t('detail.gift'), record.giftAmount ? money(record.giftAmount) : null],
    [t('detail.actualAmount'), record.actualAmount == null ? null : money(record.actualAmount)],
    [t('detail.account'), record.account],
    [t('detail.balanceAfter'), record.balanceAfter == null ? null : money(record.balanceAfter)],
    [t('detail.time'), record.time],
    [t('detail.reason'), record.reason],
  ];

  return (
    <>
      <section className={`${styles.card} ${styles.headline}`} aria-label={t('detail.summary')}>
        <span>{record.title}</span>
        <strong className={styles.amount} data-sign={signOf(record.amount)}>
          {signedMoney(record.amount, record.currency, i18n.language)}
        </strong>
        <span className={styles.status} data-status={record.status}>
          {record.statusText ?? t(`status.${record.status}`)}
        </span>
      </section>
      <section className={styles.card} aria-label={t('detail.fields')}>
        <dl className={styles.fields}>
          {fields.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>
      <TitledSection className={styles.card} title={t('detail.history')} titleClassName={styles.title}>
        <ol className={styles.history}>
          {record.history.map((step, index) => (
            <li key={`${step.time}-${index}`}>
              <span>{step.statusText}</span>
              <span className={styles.meta}>{step.time}</span>
            </li>
          ))}
        </ol>
      </TitledSection>
    </>
  );
}
