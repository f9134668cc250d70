import type { InfiniteData } from '@tanstack/react-query';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';

/** What the list needs to lay itself out; the rows read everything else from the cache themselves. */
export interface ListedEntry {
  id: number;
  live: boolean;
  league: { id: number; na: string; lurl?: string };
}

export type ListItem =
  | { kind: 'league'; league: ListedEntry['league']; count: number; collapsed: boolean }
  | { kind: 'match'; id: number; leagueId: number };

/** Every match of a cached list, whatever its shape: the pages of an infinite list, one page, or a plain array. */
export function listedMatches(data: InfiniteData<MatchPage | null, unknown> | MatchPage | MatchRecord[] | null | undefined): MatchRecord[] {
  if (!data) return [];
  if (Array.isArray(data)) return data;
  if ('pages' in data) return data.pages.flatMap((page) => page?.records ?? []);
  return data.records;
}

export const toEntries = (matches: readonly MatchRecord[]): ListedEntry[] =>
  matches.map((match) => ({
    id: match.id,
    live: match.ms === 5,
    league: { id: match.lg.id, na: match.lg.na, lurl: match.lg.lurl },
  }));

/**
 * The virtual list's items: matches grouped by league, leagues in the order their first match comes (so the
 * list's own order, by time or by league, decides), each under a header; a collapsed league keeps only its header.
 */
export function buildListItems(entries: readonly ListedEntry[], collapsed: ReadonlySet<number>): ListItem[] {
  const groups = new Map<number, { league: ListedEntry['league']; ids: number[] }>();
  const seen = new Set<number>();
  for (const entry of entries) {
    // A match can come twice when the list moved between two page loads; the first one counts.
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    const group = groups.get(entry.league.id);
    if (group) group.ids.push(entry.id);
    else groups.set(entry.league.id, { league: entry.league, ids: [entry.id] });
  }
  const items: ListItem[] = [];
  for (const { league, ids } of groups.values()) {
    const isCollapsed = collapsed.has(league.id);
    items.push({ kind: 'league', league, count: ids.length, collapsed: isCollapsed });
    if (!isCollapsed) for (const id of ids) items.push({ kind: 'match', id, leagueId: league.id });
  }
  return items;
}
