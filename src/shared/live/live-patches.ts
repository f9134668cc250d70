import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MatchStatusMessage, OddsChangeMarket, ScoreGroup as PushedScoreGroup, ServerMessage } from '@/shared/api/generated/socket/messages';
import type { Market, MatchClock, MatchPage, MatchRecord, Option, ScoreGroup } from '@/shared/api/generated/sports/model';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { isMatchPush, type MatchPush } from './server-message';

export { isMatchPush, type MatchPush } from './server-message';

/**
 * Socket pushes applied to the cached sports data (docs/decisions/012-live-data-in-shared-live.md). Every function
 * is pure: it never changes its input, and it returns the very same object when the push changes nothing in it, so
 * React Query tells no observer about a push that did not touch its data.
 */


/** Score group of the current (live) goals: period 1000, kind 5. */
const CURRENT_PERIOD = 1000;
const GOALS = 5;


const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/** The list with `at` replaced by `next`, or the list itself when `next` is the item already there. */
function replaceAt<T>(list: readonly T[], at: number, next: T): T[] {
  if (list[at] === next) return list as T[];
  const copy = [...list];
  copy[at] = next;
  return copy;
}

/** The list with each item mapped, or the list itself when the map returned every item unchanged. */
function mapSame<T>(list: readonly T[], map: (item: T) => T): T[] {
  let result = list as T[];
  list.forEach((item, index) => {
    result = replaceAt(result, index, map(item));
  });
  return result;
}

/** The score groups with the group of the same period and kind replaced by `pushed` (added when missing). */
function withScoreGroup(groups: ScoreGroup[], pushed: PushedScoreGroup): ScoreGroup[] {
  const at = groups.findIndex((group) => group.pe === pushed.pe && group.tyg === pushed.tyg);
  if (at < 0) return [...groups, { pe: pushed.pe, tyg: pushed.tyg, sc: [...pushed.sc] }];
  const current = groups[at]!;
  return sameNumbers(current.sc, pushed.sc) ? groups : replaceAt(groups, at, { ...current, sc: [...pushed.sc] });
}

function withScoreGroups(match: MatchRecord, pushed: readonly PushedScoreGroup[]): MatchRecord {
  const nsg = pushed.reduce(withScoreGroup, match.nsg);
  return nsg === match.nsg ? match : { ...match, nsg };
}

/** The clock as pushed, or the cached one when every field is the same. */
function withClock(current: MatchClock, pushed: MatchClock): MatchClock {
  const keys = new Set([...Object.keys(current), ...Object.keys(pushed)] as (keyof MatchClock)[]);
  return [...keys].every((key) => Object.is(current[key], pushed[key])) ? current : { ...pushed };
}

function patchOption(option: Option, pushed: OddsChangeMarket['op'][number]): Option {
  const nm = pushed.nm ?? option.nm;
  if (Object.is(option.od, pushed.od) && nm === option.nm) return option;
  if (Object.is(option.od, pushed.od)) return { ...option, nm };
  // bod/odt are the old odds in another format: dropped with them so no screen shows a stale price.
  const { bod: _bod, odt: _odt, ...rest } = option;
  return nm === undefined ? { ...rest, od: pushed.od } : { ...rest, od: pushed.od, nm };
}

function patchMarket(market: Market, pushed: OddsChangeMarket): Market {
  // A push naming one option twice means its last value (applying it again then changes nothing).
  const lastOfType = [...new Map(pushed.op.map((option) => [option.ty, option])).values()];
  const op = lastOfType.reduce((options, pushedOption) => {
    const at = options.findIndex((option) => option.ty === pushedOption.ty);
    return at < 0 ? options : replaceAt(options, at, patchOption(options[at]!, pushedOption));
  }, market.op);
  const li = pushed.li ?? market.li;
  if (op === market.op && market.ss === pushed.ss && li === market.li) return market;
  return li === undefined ? { ...market, ss: pushed.ss, op } : { ...market, ss: pushed.ss, li, op };
}

function withOdds(match: MatchRecord, markets: readonly OddsChangeMarket[]): MatchRecord {
  const byId = new Map<number, OddsChangeMarket[]>();
  for (const market of markets) byId.set(market.mid, [...(byId.get(market.mid) ?? []), market]);
  const mg = mapSame(match.mg, (group) => {
    const mks = mapSame(group.mks, (market) => (byId.get(market.id) ?? []).reduce(patchMarket, market));
    return mks === group.mks ? group : { ...group, mks };
  });
  return mg === match.mg ? match : { ...match, mg };
}

function withStatus(match: MatchRecord, { ms, mc }: MatchStatusMessage['businessContent']): MatchRecord {
  const clock = withClock(match.mc, mc);
  return match.ms === ms && clock === match.mc ? match : { ...match, ms, mc: clock };
}

/**
 * One match after a push: a goal sets the current goal score, a score push replaces the score groups of the
 * same period and kind, an odds push sets odds, lines and market status of the markets it names (unknown markets
 * and options are left out; locked odds, below 0, are kept as sent), a status push sets the status and clock.
 * A push about another match returns the match as it was.
 */
export function patchMatch(match: MatchRecord, message: MatchPush): MatchRecord {
  if (match.id !== message.businessContent.matchId) return match;
  switch (message.businessType) {
    case 'goal':
      return withScoreGroups(match, [{ pe: CURRENT_PERIOD, tyg: GOALS, sc: message.businessContent.score }]);
    case 'scoreChange':
      return withScoreGroups(match, message.businessContent.nsg);
    case 'oddsChange':
      return withOdds(match, message.businessContent.markets);
    case 'matchStatus':
      return withStatus(match, message.businessContent);
  }
}

/** A cached match-list page after a push (the cache holds null when the provider failed). */
export function patchMatchPage<P extends MatchPage | null | undefined>(page: P, message: MatchPush): P {
  if (!page) return page;
  const records = mapSame(page.records, (match) => patchMatch(match, message));
  return records === page.records ? page : { ...page, records };
}

/** What a match-list entry of the cache holds: one page (useQuery) or the pages loaded so far (useInfiniteQuery). */
export type CachedMatchList = MatchPage | null | InfiniteData<MatchPage | null, unknown>;

const isInfinite = (data: CachedMatchList): data is InfiniteData<MatchPage | null, unknown> =>
  data !== null && 'pages' in data && Array.isArray(data.pages);

/** The pages of a cached match-list entry, whichever shape it has. */
export function cachedPages(data: CachedMatchList | undefined): MatchPage[] {
  if (!data) return [];
  return (isInfinite(data) ? data.pages : [data]).filter((page): page is MatchPage => page !== null);
}

/** A cached match-list entry after a push: every loaded page of an infinite list, or the one page. */
export function patchMatchList<L extends CachedMatchList | undefined>(data: L, message: MatchPush): L {
  if (!data || !isInfinite(data)) return patchMatchPage(data as MatchPage | null | undefined, message) as L;
  const pages = mapSame(data.pages, (page) => patchMatchPage(page, message));
  return (pages === data.pages ? data : { ...data, pages }) as L;
}

/** A cached match detail after a push. */
export function patchMatchDetail<M extends MatchRecord | null | undefined>(detail: M, message: MatchPush): M {
  return detail ? (patchMatch(detail, message) as M) : detail;
}

function patchQueries<T>(queryClient: QueryClient, queryKey: QueryKey, patch: (data: T) => T): void {
  for (const [key, data] of queryClient.getQueriesData<T>({ queryKey })) {
    if (data === undefined) continue;
    const next = patch(data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/**
 * Applies a socket push to every cached match-list page and match detail that holds its match. Entries the push
 * does not change are not written, so their observers are not notified.
 */
export function applyLivePush(queryClient: QueryClient, message: ServerMessage): void {
  if (!isMatchPush(message)) return;
  patchQueries<CachedMatchList>(queryClient, sportsKeys.matchLists, (data) => patchMatchList(data, message));
  patchQueries<MatchRecord | null>(queryClient, sportsKeys.matchDetails, (detail) => patchMatchDetail(detail, message));
}

/** The language part of a cached match-list or match-detail key (see sportsKeys). */
const keyLanguage = (key: QueryKey): unknown => key[2];

/**
 * The match as the cache holds it (detail first: it has every market), or undefined when no cached page or detail
 * holds it. Entries in `language` come before the others, so names read in the player's language where possible.
 */
export function findCachedMatch(queryClient: QueryClient, matchId: number, language?: string): MatchRecord | undefined {
  const found: Array<{ key: QueryKey; match: MatchRecord }> = [];
  for (const [key, detail] of queryClient.getQueriesData<MatchRecord | null>({ queryKey: sportsKeys.matchDetails })) {
    if (detail?.id === matchId) found.push({ key, match: detail });
  }
  for (const [key, data] of queryClient.getQueriesData<CachedMatchList>({ queryKey: sportsKeys.matchLists })) {
    for (const page of cachedPages(data)) {
      const match = page.records.find((record) => record.id === matchId);
      if (match) found.push({ key, match });
    }
  }
  return (found.find(({ key }) => keyLanguage(key) === language) ?? found[0])?.match;
}
