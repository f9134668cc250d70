import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resultPagesQuery, type ResultFilter } from '@/shared/sports/result-queries';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { ResultFilters } from '../components/ResultFilters';
import { ResultMatchRow } from '../components/ResultMatchRow';
import styles from '../components/Results.module.css';
import { useResultFilter } from '../hooks/use-result-filter';
import { groupByLeague, type ResultRow } from '../lib/result-display';

const ALL_LEAGUES: readonly number[] = [];
// A query that never runs while a custom range is incomplete.
const NO_RANGE: ResultFilter = { sportId: 0, beginTime: 0, endTime: 0, leagueIds: ALL_LEAGUES };

function rowKey(row: ResultRow, index: number): string {
  return row.kind === 'league' ? `league-${row.id}-${index}` : `match-${row.record.id}`;
}

/** /SportsResults: finished matches by sport and day, grouped by league, page by page; a tap opens the result. */
export function SportsResultsScreen() {
  const { t, i18n } = useTranslation(['sports-results', 'common']);
  const { state, filter, now, setSport, setDay, setCustom, setLeagues } = useResultFilter();
  const results = useInfiniteQuery({ ...resultPagesQuery(i18n.language, filter ?? NO_RANGE), enabled: filter !== null });
  // The league choices come from the list of every league (the same query when no league is picked).
  const everyLeague = useInfiniteQuery({
    ...resultPagesQuery(i18n.language, { ...(filter ?? NO_RANGE), leagueIds: ALL_LEAGUES }),
    enabled: filter !== null,
  });
  const leagues = everyLeague.data?.pages[0]?.leagues ?? [];
  const rows = useMemo(() => groupByLeague(results.data?.pages.flatMap((page) => page.records) ?? []), [results.data]);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('sports-results:title')}</h1>
      <ResultFilters
        state={state}
        now={now}
        leagues={leagues}
        onSport={setSport}
        onDay={setDay}
        onCustom={setCustom}
        onLeagues={setLeagues}
      />
      {filter === null ? (
        <p className={styles.hint}>{t('sports-results:day.pickRange')}</p>
      ) : (
        <QueryGate queries={[results]} rows={6} loadingLabel={t('sports-results:loading')} errorMessage={t('sports-results:loadFailed')}>
          {() => (
            <InfiniteList
              items={rows}
              label={t('sports-results:listLabel')}
              getKey={rowKey}
              estimateSize={64}
              hasMore={results.hasNextPage}
              loading={results.isFetchingNextPage}
              error={results.isFetchNextPageError}
              onLoadMore={() => void results.fetchNextPage()}
              empty={
                <Empty
                  message={t('sports-results:empty')}
                  icon="search"
                  action={state.day === 'week' ? undefined : { label: t('sports-results:showWeek'), onClick: () => setDay('week') }}
                />
              }
              renderItem={(row) =>
                row.kind === 'league' ? (
                  <h2 className={styles.leagueHeading}>{row.name}</h2>
                ) : (
                  <ResultMatchRow record={row.record} />
                )
              }
            />
          )}
        </QueryGate>
      )}
    </div>
  );
}
