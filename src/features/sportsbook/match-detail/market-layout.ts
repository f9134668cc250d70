import type { Market, MarketGroup, MatchRecord, Option } from '@/shared/api/generated/sports/model';
import { isLockedOdds } from '@/shared/lib/odds';

/**
 * How a match's markets are laid out on the detail screen (sports-provider-facts.md sections 2 and 4): tabs from
 * the market tags, closed lines left out, lines in rank order, correct-score grids and outright lists. Pure rules,
 * no React.
 */

/** The tab that lists every market group, whatever its tags. */
export const ALL_TAB = 'all';

/**
 * Market tags in the order their tabs appear (facts 4.11): popular, winner (an outright's main market), handicap and
 * over/under, goals, half, corners, correct score, bookings, 15 minutes, quarters, sets, frames, specials, penalty
 * shoot-out, to advance, third place, quinella, exacta, other. A tag outside this list gets no tab of its own (its
 * groups show under "all").
 */
export const TAG_ORDER = ['p', '1st', 'h', 's', 'f', 'c', 'cs', 'b', 't', 'q', 'set', 'j', 'i', 'ps', 'pro', '3rd', 'qu', 'z', 'o'] as const;
export type MarketTag = (typeof TAG_ORDER)[number];

const KNOWN_TAGS = new Set<string>(TAG_ORDER);

/** Market status (facts 4.3): 1 open, 0 suspended, -1 closed (not on sale). */
export const MARKET_OPEN = 1;
export const MARKET_CLOSED = -1;

/** Correct-score market types (facts 4.8): soccer 1099, 1100 and 1188. */
const CORRECT_SCORE_TYPES = new Set([1099, 1100, 1188]);
/** Correct-score selections (facts 4.9): 100 + 10 × home + away. */
const CORRECT_SCORE_FIRST = 100;
const CORRECT_SCORE_LAST = 199;

const isKnownTag = (tag: string): tag is MarketTag => KNOWN_TAGS.has(tag);

/** A market is shown unless it is closed; a suspended one stays, locked. */
export const isMarketShown = (market: Market): boolean => market.ss !== MARKET_CLOSED;

/** Rank order of the lines: `mbl` ascending (1 is the main line), lines without a rank after them, else as sent. */
export function orderedLines(markets: readonly Market[]): Market[] {
  return markets
    .map((market, index) => ({ market, index }))
    .sort((a, b) => (a.market.mbl ?? Number.POSITIVE_INFINITY) - (b.market.mbl ?? Number.POSITIVE_INFINITY) || a.index - b.index)
    .map(({ market }) => market);
}

/**
 * The groups a player can see: closed lines left out, lines in rank order, groups without a line left out. A group
 * that needs no change is returned as it is, so a screen can skip redrawing groups a live push did not touch.
 */
export function visibleGroups(groups: readonly MarketGroup[]): MarketGroup[] {
  return groups.flatMap((group) => {
    const mks = orderedLines(group.mks.filter(isMarketShown));
    if (mks.length === 0) return [];
    const unchanged = mks.length === group.mks.length && mks.every((market, index) => market === group.mks[index]);
    return [unchanged ? group : { ...group, mks }];
  });
}

/**
 * The tabs of a match: the known tags the match or its visible groups carry, in TAG_ORDER, each only when at least
 * one visible group has it, then "all" when that adds something (more than one tag tab, or groups in no tab).
 */
export function marketTabs(match: Pick<MatchRecord, 'tps' | 'mg'>): string[] {
  const groups = visibleGroups(match.mg);
  const used = new Set(groups.flatMap((group) => group.tps ?? []).filter(isKnownTag));
  const tabs: string[] = TAG_ORDER.filter((tag) => used.has(tag));
  const untagged = groups.some((group) => !(group.tps ?? []).some(isKnownTag));
  if (tabs.length !== 1 || untagged) tabs.push(ALL_TAB);
  return tabs;
}

/** The visible groups of one tab, in the provider's order. */
export function groupsOfTab(groups: readonly MarketGroup[], tab: string): MarketGroup[] {
  const shown = visibleGroups(groups);
  return tab === ALL_TAB ? shown : shown.filter((group) => (group.tps ?? []).includes(tab));
}

/** Outright market types: 1965–1999 and sport id × 1000 + 998 or 999 (facts 4.8). */
export function isOutrightType(mty: number): boolean {
  return (mty >= 1965 && mty <= 1999) || mty % 1000 >= 998;
}

export type GroupLayout = 'correct-score' | 'outright' | 'lines';

/** How a group is drawn: a correct-score grid, an outright list, or one row of selections per line. */
export function layoutOf(group: Pick<MarketGroup, 'mty' | 'tps'>, matchType?: number): GroupLayout {
  if (matchType === 1 || isOutrightType(group.mty)) return 'outright';
  if (CORRECT_SCORE_TYPES.has(group.mty) || (group.tps ?? []).includes('cs')) return 'correct-score';
  return 'lines';
}

/** [home, away] goals of a correct-score selection type, or null when the type is not a decodable score. */
export function decodeCorrectScore(ty: number): [number, number] | null {
  if (!Number.isInteger(ty) || ty < CORRECT_SCORE_FIRST || ty > CORRECT_SCORE_LAST) return null;
  const goals = ty - CORRECT_SCORE_FIRST;
  return [Math.floor(goals / 10), goals % 10];
}

/** The selection type of a correct score (both goal counts 0–9). */
export const encodeCorrectScore = (home: number, away: number): number => CORRECT_SCORE_FIRST + 10 * home + away;

export interface ScoreCell {
  home: number;
  away: number;
  option: Option;
}

export interface CorrectScoreGrid {
  /** Home wins, by the home goals then the away goals. */
  home: ScoreCell[];
  /** Draws, by goals. */
  draw: ScoreCell[];
  /** Away wins, by the away goals then the home goals. */
  away: ScoreCell[];
  /** Selections that are not a single score ("any other score", 10+ goals), as sent. */
  other: Option[];
}

/** The selections of a correct-score line in three columns (home win, draw, away win) and the rest. */
export function correctScoreGrid(options: readonly Option[]): CorrectScoreGrid {
  const grid: CorrectScoreGrid = { home: [], draw: [], away: [], other: [] };
  for (const option of options) {
    const score = decodeCorrectScore(option.ty);
    if (!score) {
      grid.other.push(option);
      continue;
    }
    const [home, away] = score;
    const column = home > away ? grid.home : home === away ? grid.draw : grid.away;
    column.push({ home, away, option });
  }
  grid.home.sort((a, b) => a.home - b.home || a.away - b.away);
  grid.draw.sort((a, b) => a.home - b.home);
  grid.away.sort((a, b) => a.away - b.away || a.home - b.home);
  return grid;
}

/** Contenders by odds, shortest first; locked selections (odds below 0) last; equal odds keep their order. */
export function outrightOrder(options: readonly Option[]): Option[] {
  const rank = (option: Option) => (isLockedOdds(option.od) ? Number.POSITIVE_INFINITY : option.od);
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}

/** Match sale status (facts 4.3): 1 on sale, 2 paused; match status 0 ended, 3 cancelled, 7 abandoned. */
const ENDED_STATUSES = new Set([0, 3, 7]);
const MATCH_ON_SALE = 1;
const MATCH_PAUSED = 2;

export type BettingState = 'open' | 'paused' | 'closed';

/** Whether the match takes bets: open, paused (every market locked) or closed (ended, or not on sale). */
export function bettingState(match: Pick<MatchRecord, 'ms' | 'ss'>): BettingState {
  if (ENDED_STATUSES.has(match.ms)) return 'closed';
  if (match.ss === undefined || match.ss === MATCH_ON_SALE) return 'open';
  return match.ss === MATCH_PAUSED ? 'paused' : 'closed';
}

/** A selection is locked when its odds are below 0, its market is not open, or the match is paused. */
export function isSelectionLocked(market: Pick<Market, 'ss'>, option: Pick<Option, 'od'>, state: BettingState): boolean {
  return state !== 'open' || market.ss !== MARKET_OPEN || isLockedOdds(option.od);
}
