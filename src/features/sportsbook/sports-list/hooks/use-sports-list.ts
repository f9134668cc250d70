import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { MatchPage, PlayType } from '@/shared/api/generated/sports/model';
import { followedMatchIds } from '@/shared/sports/followed-matches';
import { matchPagesKey, matchPagesQuery, type MatchListFilter } from '@/shared/sports/match-list-queries';
import { setSportsTabClick, setSportsTimePicker, useSportsNavState } from '@/shared/sports/nav-state';
import { matchSearchKeys, matchSearchQuery } from '@/shared/sports/search-queries';
import { DEFAULT_MATCH_QUERY, statisticalQuery } from '@/shared/sports/sports-queries';
import { dayRange } from '../lib/early-days';
import { buildListItems, listedMatches, toEntries, type ListedEntry } from '../lib/list-items';

/** The play-type tabs of /sports, in order (the statistical call's live, today, early and champion). */
export const PLAY_TYPES = [1, 3, 4, 7] as const satisfies readonly PlayType[];
export type ListPlayType = (typeof PLAY_TYPES)[number];

export type ListOrder = 0 | 1;

const NO_ENTRIES: readonly ListedEntry[] = [];

/** The list's layout data only (ids, leagues, live flags): deep-equal results keep their object, so odds pushes leave the screen alone. */
const selectEntries = (data: InfiniteData<MatchPage | null, unknown>) => toEntries(listedMatches(data));

/**
 * Everything the /sports list shows and how the player changes it: play type and time picker (kept in the sports
 * navigation state that the tab bar resets), sport, leagues, order, followed-only and search.
 */
export function useSportsList(language: string) {
  const nav = useSportsNavState();
  const type: ListPlayType = PLAY_TYPES[nav.tabClick - 1] ?? PLAY_TYPES[0];
  const [sportChoice, setSportChoice] = useState<number>(DEFAULT_MATCH_QUERY.sportId);
  const [leagueIds, setLeagueIds] = useState<number[]>([]);
  const [orderBy, setOrderBy] = useState<ListOrder>(DEFAULT_MATCH_QUERY.orderBy);
  const [followedOnly, setFollowedOnly] = useState(false);
  const [followedIds, setFollowedIds] = useState<number[]>([]);
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [today] = useState(() => Date.now());

  const stats = useQuery(statisticalQuery(language));
  const sports = useMemo(
    () => stats.data?.sl.find((entry) => entry.ty === type)?.ssl.filter((sport) => sport.c > 0) ?? [],
    [stats.data, type],
  );
  const sportId = sports.some((sport) => sport.sid === sportChoice) ? sportChoice : (sports[0]?.sid ?? sportChoice);

  const filter = useMemo<MatchListFilter>(() => {
    const range = type === 4 ? dayRange(today, nav.timePicker) : null;
    return {
      type,
      sportId,
      orderBy,
      ...(leagueIds.length > 0 ? { leagueIds } : {}),
      ...(range ?? {}),
      ...(followedOnly ? { matchIds: followedIds } : {}),
    };
  }, [type, sportId, orderBy, leagueIds, today, nav.timePicker, followedOnly, followedIds]);

  const noneFollowed = followedOnly && followedIds.length === 0;
  const searching = keyword.length > 0;
  const pages = useInfiniteQuery({ ...matchPagesQuery(language, filter), enabled: !noneFollowed && !searching, select: selectEntries });
  const search = useQuery({ ...matchSearchQuery(language, keyword), select: toEntries });

  const entries: readonly ListedEntry[] = (searching ? search.data : pages.data) ?? NO_ENTRIES;
  const items = useMemo(() => buildListItems(entries, collapsed), [entries, collapsed]);
  const liveIds = useMemo(() => new Set(entries.filter((entry) => entry.live).map((entry) => entry.id)), [entries]);

  const chooseType = useCallback((next: ListPlayType) => {
    setSportsTabClick(PLAY_TYPES.indexOf(next) + 1);
    setLeagueIds([]);
    setCollapsed(new Set());
  }, []);
  const chooseSport = useCallback((next: number) => {
    setSportChoice(next);
    setLeagueIds([]);
    setCollapsed(new Set());
  }, []);
  const toggleLeague = useCallback(
    (leagueId: number) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(leagueId)) next.add(leagueId);
        return next;
      }),
    [],
  );
  /** The followed list is read when the filter is switched on, so following or unfollowing a row does not reload it. */
  const toggleFollowedOnly = useCallback(() => {
    setFollowedIds(followedMatchIds());
    setFollowedOnly((on) => !on);
  }, []);

  return {
    type,
    chooseType,
    stats,
    sports,
    sportId,
    chooseSport,
    leagueIds,
    setLeagueIds,
    orderBy,
    setOrderBy,
    followedOnly,
    noneFollowed,
    toggleFollowedOnly,
    keyword,
    setKeyword,
    timePicker: nav.timePicker,
    setTimePicker: setSportsTimePicker,
    today,
    searching,
    list: searching ? search : pages,
    listKey: searching ? matchSearchKeys.results(language, keyword) : matchPagesKey(language, filter),
    pages,
    items,
    liveIds,
    toggleLeague,
  };
}
