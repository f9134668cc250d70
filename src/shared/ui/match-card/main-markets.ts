import type { Market, MarketGroup, MatchRecord, Option } from '@/shared/api/generated/sports/model';

/**
 * The markets a match row shows side by side (SPEC.md section 9, facts 4.8): soccer handicap, over/under and 1X2;
 * basketball handicap, total and moneyline; every other sport the first three types of its own group
 * (sportId × 1000 + 1 … + 3: ice hockey handicap, total, 1X2; tennis winner, game handicap, total games; …).
 */
const MAIN_MARKET_TYPES: Readonly<Record<number, readonly number[]>> = {
  1: [1000, 1007, 1005],
  3: [3002, 3003, 3004],
  16: [16001, 16003],
};

export function mainMarketTypes(sportId: number): readonly number[] {
  return MAIN_MARKET_TYPES[sportId] ?? [sportId * 1000 + 1, sportId * 1000 + 2, sportId * 1000 + 3];
}

export interface MainMarket {
  group: MarketGroup;
  market: Market;
}

/** The whole-match period of a sport (soccer 1001, basketball 3001, …: sportId × 1000 + 1). */
const wholeMatchPeriod = (sportId: number) => sportId * 1000 + 1;

/** The main line of a group: the market with the lowest line rank (mbl), else the first. */
function mainLine(group: MarketGroup): Market | undefined {
  return group.mks.reduce<Market | undefined>(
    (best, market) => (!best || (market.mbl ?? Number.MAX_SAFE_INTEGER) < (best.mbl ?? Number.MAX_SAFE_INTEGER) ? market : best),
    undefined,
  );
}

/**
 * The match's main markets in column order, each the whole-match group of its type when there is one and its main
 * line. Types the match does not offer are left out.
 */
export function mainMarkets(match: Pick<MatchRecord, 'sid' | 'mg'>): MainMarket[] {
  const result: MainMarket[] = [];
  for (const mty of mainMarketTypes(match.sid)) {
    const groups = (match.mg ?? []).filter((group) => group.mty === mty && group.mks.length > 0);
    const group = groups.find((candidate) => candidate.pe === wholeMatchPeriod(match.sid)) ?? groups[0];
    const market = group && mainLine(group);
    if (group && market) result.push({ group, market });
  }
  return result;
}

/** A market is sold only while open (ss 1); the match must be on sale too (ss 1, or not given). */
export function isMarketOpen(match: Pick<MatchRecord, 'ss'>, market: Pick<Market, 'ss'>): boolean {
  return market.ss === 1 && (match.ss === undefined || match.ss === 1);
}

/** Selection types with a short universal label in the sports messages (option.<ty>): 1 home, 2 away, 3 draw. */
const SHORT_LABEL_TYPES = new Set([1, 2, 3]);

/**
 * The short label of an option in a row: the provider's short label (nm: "+0/0.5", "Over 2.5") when given, else
 * the message key of a 1/X/2 selection, else its full name.
 */
export function optionLabel(option: Pick<Option, 'ty' | 'nm' | 'na'>): { text: string } | { key: string } {
  if (option.nm?.trim()) return { text: option.nm };
  if (SHORT_LABEL_TYPES.has(option.ty)) return { key: `option.${option.ty}` };
  return { text: option.na ?? '' };
}
