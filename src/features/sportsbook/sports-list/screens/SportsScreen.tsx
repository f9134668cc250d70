import { useTranslation } from 'react-i18next';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { useSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton, SkeletonShape } from '@/shared/ui/skeleton/Skeleton';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { DayPicker } from '../components/DayPicker';
import { LeagueFilter } from '../components/LeagueFilter';
import { MatchList } from '../components/MatchList';
import { SearchBar } from '../components/SearchBar';
import { SportChips } from '../components/SportChips';
import { SportsBulletins } from '../components/SportsBulletins';
import filters from '../components/SportsFilters.module.css';
import { SportsMaintenanceBanner } from '../components/SportsMaintenanceBanner';
import { PLAY_TYPES, useSportsList, type ListOrder, type ListPlayType } from '../hooks/use-sports-list';
import styles from './SportsScreen.module.css';

const ORDERS: readonly ListOrder[] = [0, 1];

/** The loading placeholder in the shape of match rows. */
function RowsLoading() {
  return (
    <Skeleton>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.rowSkeleton}>
          <SkeletonShape width="40%" />
          <SkeletonShape width="70%" />
          <SkeletonShape width="60%" />
          <div className={styles.skeletonMarkets}>
            <SkeletonShape shape="rect" height={44} />
            <SkeletonShape shape="rect" height={44} />
            <SkeletonShape shape="rect" height={44} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/** /sports: the in-play sportsbook list (play types, sports, leagues, days, order, followed, search). */
export function SportsScreen() {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const list = useSportsList(i18n.language);
  const maintenance = useSportsMaintenance().active;
  const counts = new Map(list.stats.data?.sl.map((entry) => [entry.ty, entry.tc]));

  const retry = () => {
    void list.stats.refetch();
    void list.list.refetch();
  };

  const content = () => {
    if (maintenance) return <Empty message={t('sports:maintenance')} detail={t('sports:maintenanceDetail')} />;
    if (list.stats.isError && !list.stats.data) {
      return <ErrorState message={t('sports:loadFailed')} retryLabel={t('common:common.retry')} onRetry={retry} />;
    }
    if (list.noneFollowed) return <Empty message={t('sports:favouritesEmpty')} />;
    if (list.list.isPending && list.list.fetchStatus !== 'idle') return <RowsLoading />;
    if (list.list.isError && list.items.length === 0) {
      return <ErrorState message={t('sports:loadFailed')} retryLabel={t('common:common.retry')} onRetry={retry} />;
    }
    if (list.items.length === 0) {
      return <Empty message={list.searching ? t('sports:search.empty') : t(`sports:emptyTab.${list.type}`)} />;
    }
    return (
      <MatchList
        queryKey={list.listKey}
        items={list.items}
        rowKind={!list.searching && list.type === 7 ? 'outright' : 'match'}
        liveIds={list.liveIds}
        onToggleLeague={list.toggleLeague}
        hasNextPage={!list.searching && list.pages.hasNextPage}
        isFetchingNextPage={!list.searching && list.pages.isFetchingNextPage}
        fetchNextPage={list.pages.fetchNextPage}
      />
    );
  };

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('sports:title')}</h1>
      <SportsBulletins />
      <SportsMaintenanceBanner />
      <LiveConnectionState />
      <Tabs
        label={t('sports:playTypes')}
        value={String(list.type)}
        onChange={(key) => list.chooseType(Number(key) as ListPlayType)}
        items={PLAY_TYPES.map((type) => ({
          key: String(type),
          label: (
            <>
              {t(`sports:tab.${type}`)} <span className={styles.tabCount}>{counts.get(type) ?? ''}</span>
            </>
          ),
        }))}
      >
        <div className={styles.panel}>
          <SearchBar onSearch={list.setKeyword} />
          {list.searching ? (
            <h2 className={styles.searchTitle}>{t('sports:search.results', { keyword: list.keyword })}</h2>
          ) : (
            <>
              {list.sports.length > 0 ? (
                <SportChips sports={list.sports} value={list.sportId} onChange={list.chooseSport} />
              ) : list.stats.isPending ? (
                // The sports row's place while the counts load, so the rows below do not move when it comes.
                <div className={styles.chipsSlot} aria-hidden="true" />
              ) : null}
              <div className={filters.scroller}>
                <LeagueFilter type={list.type} sportId={list.sportId} value={list.leagueIds} onChange={list.setLeagueIds} />
                {list.type !== 7
                  ? ORDERS.map((order) => (
                      <button
                        key={order}
                        type="button"
                        className={filters.toolButton}
                        aria-pressed={list.orderBy === order}
                        onClick={() => list.setOrderBy(order)}
                      >
                        {t(`sports:order.${order}`)}
                      </button>
                    ))
                  : null}
                <button type="button" className={filters.toolButton} aria-pressed={list.followedOnly} onClick={list.toggleFollowedOnly}>
                  {t('sports:favourites')}
                </button>
              </div>
              {list.type === 4 ? <DayPicker value={list.timePicker} onChange={list.setTimePicker} now={list.today} /> : null}
            </>
          )}
          {content()}
        </div>
      </Tabs>
    </div>
  );
}
