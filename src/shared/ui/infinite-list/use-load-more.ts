import { useEffect, useRef } from 'react';

export interface LoadMoreState {
  /** Index of the last row the virtualiser renders (-1 when there are none). */
  lastRenderedIndex: number;
  count: number;
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  /** How many rows before the end the next page is asked for. */
  threshold: number;
  onLoadMore: () => void;
}

/**
 * Asks for the next page once the rendered rows come within `threshold` of the end. It asks at most once per list
 * length, so a re-render before `loading` turns true, or a page that brought nothing new, cannot ask twice.
 */
export function useLoadMore({ lastRenderedIndex, count, hasMore, loading, error, threshold, onLoadMore }: LoadMoreState) {
  const askedAtCount = useRef(-1);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    // After a failure the retry row takes over; once the error clears the list may ask again at the same length.
    if (error) askedAtCount.current = -1;
  }, [error]);

  useEffect(() => {
    if (!hasMore || loading || error) return;
    if (lastRenderedIndex < count - 1 - threshold) return;
    if (askedAtCount.current === count) return;
    askedAtCount.current = count;
    latest.current();
  }, [lastRenderedIndex, count, hasMore, loading, error, threshold]);
}
