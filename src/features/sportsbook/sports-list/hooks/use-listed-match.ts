import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { listedMatches } from '../lib/list-items';

/** Per cached list value, its matches by id (built once per value: a push makes a new value). */
const indexes = new WeakMap<object, Map<number, MatchRecord>>();

function matchIndex(data: unknown): Map<number, MatchRecord> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let index = indexes.get(data);
  if (!index) {
    index = new Map(listedMatches(data as Parameters<typeof listedMatches>[0]).map((match) => [match.id, match]));
    indexes.set(data, index);
  }
  return index;
}

/**
 * One match of a cached list, read through a selector: the row re-renders only when its own match object changes
 * (a socket push patches one match and keeps every other object), not when the list does.
 */
export function useListedMatch(queryKey: QueryKey, matchId: number): MatchRecord | undefined {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      }),
    [client, hash],
  );
  const read = () => matchIndex(client.getQueryCache().get(hash)?.state.data)?.get(matchId);
  return useSyncExternalStore(subscribe, read, read);
}
