import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { queryDataStore } from '@/shared/api/query-data-store';
import { useStore } from '@/shared/lib/use-store';
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
  const cached = useMemo(() => queryDataStore(client, hash), [client, hash]);
  return useStore(cached, (data) => matchIndex(data)?.get(matchId));
}
