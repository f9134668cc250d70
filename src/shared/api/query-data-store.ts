import type { QueryClient } from '@tanstack/react-query';
import type { ReadableStore } from '@/shared/lib/create-store';

/**
 * One cached query's data as a readable store (ADR 009), so a component reads a part of it with useStore and a
 * selector and re-renders only when that part changes (e.g. one match row of a list a socket push patches).
 */
export function queryDataStore(client: QueryClient, queryHash: string): ReadableStore<unknown> {
  const cache = client.getQueryCache();
  return {
    get: () => cache.get(queryHash)?.state.data,
    subscribe: (listener) =>
      cache.subscribe((event) => {
        if (event.query.queryHash === queryHash) listener(event.query.state.data);
      }),
  };
}
