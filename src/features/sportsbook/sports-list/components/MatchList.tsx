import type { QueryKey } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatches } from '@/shared/live/match-subscriptions';
import { MatchRow } from '@/shared/ui/match-card/MatchRow';
import { OutrightRow } from '@/shared/ui/match-card/OutrightRow';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { useListedMatch } from '../hooks/use-listed-match';
import type { ListedEntry, ListItem } from '../lib/list-items';
import { LeagueHeader } from './LeagueHeader';
import styles from './MatchList.module.css';

/** First-guess heights (px) before a row is measured; rows are measured as they render. */
const ESTIMATE = { league: 52, match: 196, outright: 84 } as const;
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN = 4;
/** Load the next page when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 6;

export interface MatchListProps {
  /** The cache entry the rows read their match from. */
  queryKey: QueryKey;
  items: readonly ListItem[];
  /** Outrights open the champion page; matches show their markets. */
  rowKind: 'match' | 'outright';
  liveIds: ReadonlySet<number>;
  onToggleLeague: (leagueId: number) => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

const ListedRow = memo(function ListedRow({ queryKey, id, kind }: { queryKey: QueryKey; id: number; kind: 'match' | 'outright' }) {
  const match = useListedMatch(queryKey, id);
  if (!match) return null;
  return kind === 'outright' ? <OutrightRow match={match} /> : <MatchRow match={match} />;
});

/**
 * The virtualised match list (docs/decisions/014-virtualised-match-lists.md): league headers and rows share one
 * window virtualizer, so the DOM holds only what is on screen plus a small overscan however many matches are
 * loaded; the next page loads as the player nears the end, and the live matches on screen are subscribed.
 */
export function MatchList({
  queryKey,
  items,
  rowKind,
  liveIds,
  onToggleLeague,
  hasNextPage = false,
  isFetchingNextPage = false,
  fetchNextPage,
}: MatchListProps) {
  const { t } = useTranslation('sports');
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the document (the window scrolls): offsetTop would be relative to a positioned ancestor.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => {
      const item = items[index];
      return item?.kind === 'league' ? ESTIMATE.league : ESTIMATE[rowKind];
    },
    getItemKey: (index) => {
      const item = items[index];
      return item ? (item.kind === 'league' ? `league-${item.league.id}` : `match-${item.id}`) : index;
    },
    overscan: OVERSCAN,
    scrollMargin,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - PREFETCH_ROWS) void fetchNextPage?.();
  }, [hasNextPage, isFetchingNextPage, lastIndex, items.length, fetchNextPage]);

  const visibleLive = virtualItems.flatMap(({ index }) => {
    const item = items[index];
    return item?.kind === 'match' && liveIds.has(item.id) ? [item.id] : [];
  });
  useLiveMatches(visibleLive);

  return (
    <>
      <div ref={listRef} role="list" aria-label={t('listLabel')} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          return (
            <div
              role="listitem"
              key={virtual.key}
              data-index={virtual.index}
              data-kind={item.kind}
              ref={virtualizer.measureElement}
              className={styles.item}
              style={{ transform: `translateY(${virtual.start - scrollMargin}px)` }}
            >
              {item.kind === 'league' ? (
                <LeagueHeader league={item.league} count={item.count} collapsed={item.collapsed} onToggle={onToggleLeague} />
              ) : (
                <ListedRow queryKey={queryKey} id={item.id} kind={rowKind} />
              )}
            </div>
          );
        })}
      </div>
      {isFetchingNextPage ? <Spinner label={t('loadingMore')} /> : null}
    </>
  );
}

export type { ListedEntry };
