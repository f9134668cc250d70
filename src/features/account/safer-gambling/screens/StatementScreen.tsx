import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetSaferGamblingStatementPeriod, SaferGamblingStatementRow } from '@/shared/api/generated/main/model';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { saferGamblingStatementQuery } from '@/shared/safer-gambling/api/safer-gambling-queries';
import { formatDay } from '@/shared/safer-gambling/lib/display';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import styles from './SaferGambling.module.css';

const PERIODS: readonly GetSaferGamblingStatementPeriod[] = ['day', 'week', 'month'];
const FIGURES = ['deposits', 'withdrawals', 'stakes', 'returns'] as const;

function StatementRow({ row, period, currency, timeZone }: { row: SaferGamblingStatementRow; period: GetSaferGamblingStatementPeriod; currency: string; timeZone: string }) {
  const { t } = useTranslation('safer-gambling');
  const language = getLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  const from = formatDay(row.from, timeZone, language);
  const title = period === 'day' ? from : t(`statement.from.${period}`, { from });
  return (
    <li className={styles.row}>
      <h3 className={styles.rowTitle}>{title}</h3>
      <dl className={styles.figures}>
        {FIGURES.map((figure) => (
          <div key={figure} className={styles.pair}>
            <dt>{t(`statement.${figure}`)}</dt>
            <dd>{money(row[figure])}</dd>
          </div>
        ))}
        <dt>{t('statement.net')}</dt>
        <dd className={row.net < 0 ? styles.loss : row.net > 0 ? styles.gain : undefined}>{money(row.net)}</dd>
      </dl>
    </li>
  );
}

/** Deposits, withdrawals, stakes, returns and the net result per day, week or month, from the ledger. */
export function StatementScreen() {
  const { t } = useTranslation('safer-gambling');
  const token = useToken();
  const [period, setPeriod] = useState<GetSaferGamblingStatementPeriod>('day');
  const query = useQuery(saferGamblingStatementQuery(period, token));
  return (
    <div className={styles.page}>
      <Tabs
        label={t('statement.periodLabel')}
        items={PERIODS.map((key) => ({ key, label: t(`statement.period.${key}`) }))}
        value={period}
        onChange={(key) => setPeriod(key as GetSaferGamblingStatementPeriod)}
      />
      <QueryGate queries={[query]} rows={5}>
        {() =>
          query.data ? (
            <ul className={styles.rows}>
              {query.data.rows.map((row) => (
                <StatementRow key={row.from} row={row} period={period} currency={query.data?.currency ?? ''} timeZone={query.data?.timeZone ?? ''} />
              ))}
            </ul>
          ) : null
        }
      </QueryGate>
    </div>
  );
}
