import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, CashOutQuote } from '@/shared/api/generated/sports/model';
import { balanceQuery } from '@/shared/member/member-queries';
import { formatMoney } from '@/shared/lib/money';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { betPagesQuery } from '../api/bet-record-queries';
import { useRefreshWhenBetsLeave } from '../hooks/use-refresh-when-bets-leave';
import type { TimeRange } from '../lib/date-ranges';
import { formatProviderMoney } from '../lib/record-format';
import { BetCard } from './BetCard';
import { CashOutSheet } from './CashOutSheet';
import styles from './Records.module.css';
import { SumsBar } from './SumsBar';

export interface BetListPanelProps {
  kind: 'unsettled' | 'settled';
  range: TimeRange | null;
  /** Shown above the list (the settled tab's range presets and sums). */
  header?: ReactNode;
}

const betKey = (record: BetRecord) => record.id;

/** A tab of bets: the balance, the totals, then the bets page by page in one window-scrolled virtual list. */
export function BetListPanel({ kind, range, header }: BetListPanelProps) {
  const { t, i18n } = useTranslation(['bet-records', 'common']);
  const token = useToken();
  const bets = useInfiniteQuery(betPagesQuery(kind, range, token));
  const balance = useQuery(balanceQuery(token));
  const records = useMemo(() => bets.data?.pages.flatMap((page) => page.records) ?? [], [bets.data]);
  useRefreshWhenBetsLeave(records, kind === 'unsettled');
  const sums = bets.data?.pages[0]?.sums[0];
  const potential = records.reduce((sum, record) => sum + (record.mla ?? 0), 0);
  // The sheet lives outside the virtual rows: a row is moved with a transform, which would pin a fixed sheet to it.
  const [cashingOut, setCashingOut] = useState<{ record: BetRecord; quote: CashOutQuote } | null>(null);
  const openCashOut = useCallback((record: BetRecord, quote: CashOutQuote) => setCashingOut({ record, quote }), []);

  return (
    <div className={styles.panel}>
      {balance.data ? (
        <p className={styles.note}>
          {t('balance')}: <strong>{formatMoney(balance.data.balance, balance.data.currency, i18n.language)}</strong>
        </p>
      ) : null}
      {header}
      <QueryGate queries={[bets]} rows={5} loadingLabel={t('list.loading')} errorMessage={t('list.loadFailed')}>
        {() => (
          <>
            {kind === 'unsettled' && records.length > 0 ? (
              <SumsBar
                label={t('sums.unsettledLabel')}
                figures={{
                  count: sums?.ct ?? bets.data?.pages[0]?.total ?? records.length,
                  stake: formatProviderMoney(sums?.sa ?? records.reduce((sum, record) => sum + record.sat, 0), sums?.cid, i18n.language),
                  result: { label: t('sums.potential'), value: formatProviderMoney(potential, sums?.cid, i18n.language), tone: 'neutral' },
                }}
              />
            ) : null}
            <InfiniteList
              items={records}
              label={t(`list.${kind}`)}
              getKey={betKey}
              estimateSize={260}
              hasMore={bets.hasNextPage}
              loading={bets.isFetchingNextPage}
              error={bets.isFetchNextPageError}
              onLoadMore={() => void bets.fetchNextPage()}
              empty={<Empty message={t(`list.empty.${kind}`)} icon="record" />}
              renderItem={(record) => <BetCard record={record} onCashOut={openCashOut} />}
            />
          </>
        )}
      </QueryGate>
      {cashingOut ? <CashOutSheet record={cashingOut.record} quote={cashingOut.quote} onClose={() => setCashingOut(null)} /> : null}
    </div>
  );
}
