import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import styles from './InfiniteList.module.css';
import { ListFooter } from './ListFooter';
import { useLoadMore } from './use-load-more';
import { VirtualRows } from './VirtualRows';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row (defaults to the index). */
  getKey?: (item: T, index: number) => Key;
  /** Names the list for screen readers. */
  label: string;
  /** Expected row height in px before a row is measured. */
  estimateSize?: number;
  hasMore: boolean;
  /** A page is loading. */
  loading?: boolean;
  /** The last page failed: shows a retry row instead of loading more by itself. */
  error?: boolean;
  onLoadMore: () => void;
  /** Runs from the retry row; defaults to `onLoadMore`. */
  onRetry?: () => void;
  /** Shown when there are no rows and nothing more to load. */
  empty?: ReactNode;
  /** `window`: the page scrolls (default). `container`: the list scrolls inside a box of `height`. */
  scroll?: 'window' | 'container';
  height?: number | string;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  /** How many rows before the end the next page is asked for. */
  loadMoreThreshold?: number;
  className?: string;
}

type Shared<T> = InfiniteListProps<T> & { estimateSize: number; overscan: number; loadMoreThreshold: number };

function Body<T>(props: Shared<T> & { virtualizer: Parameters<typeof VirtualRows<T>>[0]['virtualizer']; offset: number }) {
  const { items, hasMore, loading = false, error = false, virtualizer } = props;
  const rendered = virtualizer.getVirtualItems();
  useLoadMore({
    lastRenderedIndex: rendered.length > 0 ? (rendered[rendered.length - 1]?.index ?? -1) : -1,
    count: items.length,
    hasMore,
    loading,
    error,
    threshold: props.loadMoreThreshold,
    onLoadMore: props.onLoadMore,
  });
  return (
    <>
      {items.length > 0 ? (
        <VirtualRows
          virtualizer={virtualizer}
          items={items}
          renderItem={props.renderItem}
          getKey={props.getKey}
          label={props.label}
          offset={props.offset}
          setSize={hasMore ? -1 : items.length}
          busy={loading}
        />
      ) : null}
      <ListFooter
        count={items.length}
        hasMore={hasMore}
        loading={loading}
        error={error}
        onRetry={props.onRetry ?? props.onLoadMore}
        empty={props.empty}
      />
    </>
  );
}

function WindowList<T>(props: Shared<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page: measured after every render and, a frame later, on every scroll and resize, so
  // content that grows above the list (banners loading) is caught before it matters. No ResizeObserver on the page:
  // any other observer that changes the layout in the same frame (the virtualiser measuring its rows) makes the
  // browser report a "ResizeObserver loop" error for an observer of the whole page.
  const measure = useCallback(() => {
    const root = rootRef.current;
    if (root) setOffset(Math.round(root.getBoundingClientRect().top + window.scrollY));
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [measure]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: props.items.length,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
    scrollMargin: offset,
  });
  return (
    <div ref={rootRef} className={props.className}>
      <Body {...props} virtualizer={virtualizer} offset={offset} />
    </div>
  );
}

function ContainerList<T>(props: Shared<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser hands back fresh functions on every render; the app does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: props.items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
  });
  const classes = [styles.scroller, props.className ?? ''].filter(Boolean).join(' ');
  return (
    // Focusable, so keyboard users can scroll the box with the arrow keys.
    <div ref={scrollRef} className={classes} style={{ height: props.height ?? '100%' }} tabIndex={0} data-testid="infinite-list-scroller">
      <Body {...props} virtualizer={virtualizer} offset={0} />
    </div>
  );
}

/**
 * A virtualised list that loads pages as the reader nears its end: only the rows in and near view are in the DOM,
 * however long the list grows.
 */
export function InfiniteList<T>({ scroll = 'window', estimateSize = 64, overscan = 6, loadMoreThreshold = 5, ...rest }: InfiniteListProps<T>) {
  const props = { ...rest, estimateSize, overscan, loadMoreThreshold };
  return scroll === 'container' ? <ContainerList {...props} /> : <WindowList {...props} />;
}
