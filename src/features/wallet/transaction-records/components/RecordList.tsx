import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { recordPagesQuery } from '@/shared/transaction-records/transaction-record-queries';
import { rangeDates, type RecordFilters } from '../lib/record-filters';
import { RecordRow } from './RecordRow';

const recordKey = (record: TransactionRecord) => record.recordNo;

/** The records of the filters, page by page in one window-scrolled virtual list, with empty and retry states. */
export function RecordList({ filters }: { filters: RecordFilters }) {
  const { t } = useTranslation('transaction-records');
  const token = useToken();
  // The day the screen opened on: the range stays put while the player scrolls past midnight.
  const [now] = useState(() => Date.now());
  const dates = useMemo(() => rangeDates(filters.range, now), [filters.range, now]);
  const pages = useInfiniteQuery(recordPagesQuery(filters, dates, token));
  const records = useMemo(() => pages.data?.pages.flatMap((page) => page.records) ?? [], [pages.data]);

  return (
    <QueryGate queries={[pages]} rows={5} loadingLabel={t('list.loading')} errorMessage={t('list.loadFailed')}>
      {() => (
        <InfiniteList
          items={records}
          label={t('list.label')}
          getKey={recordKey}
          estimateSize={84}
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          error={pages.isFetchNextPageError}
          onLoadMore={() => void pages.fetchNextPage()}
          empty={<Empty message={t('list.empty')} detail={t('list.emptyDetail')} icon="record" />}
          renderItem={(record) => <RecordRow record={record} />}
        />
      )}
    </QueryGate>
  );
}
