import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransactionRecord } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { signedMoney, signOf } from './record-format';
import styles from './transaction-records.module.css';

/** The details page of a record. */
export const recordDetailsHref = (recordNo: string): string => `${PATHS.financialDetailsViews}?${new URLSearchParams({ recordNo })}`;

/** One record: what it is, its signed amount, when, and its status; opens its details. */
export const RecordRow = memo(function RecordRow({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation('transaction-records');
  return (
    <Link className={styles.row} to={recordDetailsHref(record.recordNo)}>
      <span className={styles.title}>{record.title}</span>
      <span className={styles.amount} data-sign={signOf(record.amount)}>
        {signedMoney(record.amount, record.currency, i18n.language)}
      </span>
      <span className={styles.meta}>
        {record.time}
        {record.orderNo ? ` · ${record.orderNo}` : ''}
      </span>
      <span className={styles.status} data-status={record.status}>
        {record.statusText ?? t(`status.${record.status}`)}
      </span>
    </Link>
  );
});
